// The Keyword and Location fields with suggestions as you type: debounced, cached, superseded requests aborted.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type Ref } from 'react';
import type { SuggestField as Field } from '../../../../contract/suggest/suggest';
import type { SearchApi } from '../../../api/search-api';
import { Combobox, type ComboOption } from '../../../components/ui/combobox';
import { useI18n } from '../../../i18n/i18n-context';

/** Milliseconds of calm typing before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

const KINDS = ['Term', 'Program', 'Occupation', 'Place'] as const;
const isKnownKind = (kind: string): kind is (typeof KINDS)[number] =>
  (KINDS as readonly string[]).includes(kind);

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface SuggestFieldProps {
  api: SearchApi;
  field: Field;
  id: string;
  name: string;
  /** names the list of suggestions ("Keyword or occupation suggestions") */
  listLabel: string;
  defaultValue: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

export function SuggestField({
  api,
  field,
  id,
  name,
  listLabel,
  defaultValue,
  placeholder,
  ...rest
}: SuggestFieldProps) {
  const { t } = useI18n();
  const [value, setValue] = useState(defaultValue);
  // A results page fills both fields in: their suggestions are asked for once the reader goes to the field, not
  // while the page loads (two requests and a re-render of the form in the middle of the results' first render).
  const [engaged, setEngaged] = useState(false);
  const typed = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = engaged && typed.length >= 2;
  // The last suggestions stay while the next ones load, so the list does not flicker as one types.
  const query = useQuery({ ...api.suggestions(field, typed), enabled, placeholderData: keepPreviousData });
  // A failed suggestion request simply shows none: typing and searching go on.
  const options: ComboOption[] =
    enabled && value.trim().length >= 2
      ? (query.data ?? []).map((s, i) => ({
          key: `${s.Kind}|${s.Value}|${i}`,
          value: s.Value,
          text: s.Text,
          detail: s.Detail,
          kind: isKnownKind(s.Kind) ? t(`suggest.kind.${s.Kind}`) : s.Kind,
        }))
      : [];
  // Typed in full already ("Austin, TX", "welding"): nothing to suggest unless asked for with the arrow keys.
  const quiet = options[0]?.value.toLowerCase() === value.trim().toLowerCase();
  return (
    <Combobox
      quiet={quiet}
      id={id}
      name={name}
      listLabel={listLabel}
      countText={(n) => t('suggest.count', { count: n })}
      value={value}
      onValueChange={setValue}
      options={options}
      placeholder={placeholder}
      onFocus={() => setEngaged(true)}
      {...rest}
    />
  );
}
