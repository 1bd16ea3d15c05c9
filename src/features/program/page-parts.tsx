// Building blocks of the program page: a titled section and a list of facts (term, value, the source's own note).
import { useId, type ReactNode } from 'react';
import { usePageMessages } from '../../i18n/i18n-context';
import { programMessages } from './program-messages';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-300 bg-white p-4 print:border-0 print:p-0"
    >
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FactList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-2 sm:grid-cols-[minmax(10rem,16rem)_1fr]">{children}</dl>;
}

export function Fact({ term, note, children }: { term: string; note?: string; children: ReactNode }) {
  const { t } = usePageMessages(programMessages);
  return (
    <>
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="text-slate-900">
        {children}
        {note ? <span className="block text-sm text-slate-700">{t('sourceSays', { note })}</span> : null}
      </dd>
    </>
  );
}
