// A text field with a list of suggestions: the ARIA APG combobox pattern (list autocomplete, listbox popup).
// Arrow keys move through the suggestions (aria-activedescendant, focus stays in the field), Enter chooses the one
// marked, Escape closes the list, and a polite live region says how many suggestions there are.
import { useState, type KeyboardEvent, type Ref } from 'react';
import { fieldClass } from './styles';

export interface ComboOption {
  key: string;
  /** what goes into the field when chosen */
  value: string;
  text: string;
  /** a short second line: what the suggestion means, its code, its state */
  detail: string;
  kind: string;
}

interface ComboboxProps {
  id: string;
  name: string;
  /** names the list of suggestions ("Keyword or occupation suggestions") */
  listLabel: string;
  /** what the live region says when the list shows n suggestions */
  countText: (n: number) => string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboOption[];
  placeholder?: string;
  className?: string;
  /** the field already holds what the first option says: the list opens only when asked (arrow keys) */
  quiet?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** the value cannot be used; `describedBy` names the element that says why */
  invalid?: boolean;
  describedBy?: string;
  /** the field received focus (the suggestions behind it can be asked for now) */
  onFocus?: () => void;
}

export function Combobox({
  id,
  name,
  listLabel,
  countText,
  value,
  onValueChange,
  options,
  placeholder,
  className,
  quiet = false,
  inputRef,
  invalid = false,
  describedBy,
  onFocus,
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-listbox`;
  const showing = open && options.length > 0 && (!quiet || asked);
  const current = showing && active >= 0 && active < options.length ? active : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (o: ComboOption | undefined) => {
    if (o) onValueChange(o.value);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (n === 0) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!showing) {
        setOpen(true);
        setAsked(true);
        setActive(e.altKey ? -1 : down ? 0 : n - 1);
      } else setActive(current < 0 ? (down ? 0 : n - 1) : (current + (down ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault(); // choosing a suggestion does not submit; the next Enter does
      choose(options[current]);
    } else if (e.key === 'Escape' && showing) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="relative mt-1">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
          setAsked(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={() => setOpen(false)}
        className={`${fieldClass} ${className ?? ''}`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!showing}
        className="absolute z-20 mt-1 max-h-80 w-full min-w-64 overflow-auto rounded-md border border-slate-400 bg-white py-1 shadow-lg"
      >
        {showing
          ? options.map((o, i) => (
              // The keyboard is handled by the field (APG: focus stays in the combobox); a click is the mouse's way.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={o.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                // Keep the focus in the field: choosing happens on click, the blur never comes first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
                className={`cursor-pointer px-3 py-1.5 ${i === current ? 'bg-blue-100' : 'hover:bg-slate-100'}`}
              >
                <span className="block text-slate-900">{o.text}</span>
                <span className="block text-sm text-slate-700">
                  {o.kind}
                  {o.detail ? ` · ${o.detail}` : ''}
                </span>
              </li>
            ))
          : null}
      </ul>
      <div aria-live="polite" className="sr-only">
        {showing ? countText(options.length) : ''}
      </div>
    </div>
  );
}
