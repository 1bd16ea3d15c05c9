// Where the program page's facts come from: each source with its vintage and date.
import type { DataSource } from '../../../contract/metadata';
import { Section } from './page-parts';
import { usePageMessages } from '../../i18n/i18n-context';
import { programMessages } from './program-messages';

export function SourcesSection({
  sources,
  updated,
  completionsYear,
}: {
  sources: readonly DataSource[];
  updated: string;
  completionsYear: string;
}) {
  const { t } = usePageMessages(programMessages);
  return (
    <Section title={t('sourcesTitle')}>
      <ul className="grid gap-1 text-sm">
        {sources.map((s) => (
          <li key={s.DataName}>
            <span className="font-medium">{s.DataName}</span>
            {s.DataSourceName ? `, ${s.DataSourceName}` : ''}
            {s.DataVintageOrVersion ? `. ${s.DataVintageOrVersion}` : ''}
            {s.DataLastUpdate ? `. ${t('published', { date: s.DataLastUpdate })}` : '.'}
          </li>
        ))}
        {updated ? <li>{t('listUpdated', { date: updated })}</li> : null}
        {completionsYear ? <li>{t('completionsYear', { year: completionsYear })}</li> : null}
      </ul>
    </Section>
  );
}
