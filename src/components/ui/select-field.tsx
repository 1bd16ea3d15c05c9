// A labelled native select (native controls are keyboard- and screen-reader-friendly for free).
import { useId, type ChangeEvent } from 'react';
import { fieldClass } from './styles';

interface SelectFieldProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  className?: string;
}

export function SelectField({ label, value, options, onChange, className = '' }: SelectFieldProps) {
  const id = useId();
  return (
    // Never wider than its row: a select is as wide as its longest option, which on a 320 px phone is wider than the
    // screen (the Ohio search of issue 19 scrolled sideways).
    <div className={`min-w-0 max-w-full ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        className={`${fieldClass} mt-1 max-w-full py-1.5`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
