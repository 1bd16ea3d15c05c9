// Where the program page's facts come from: each source with its vintage and date.
import type { DataSource } from '../../../contract/metadata';
import { Section } from './page-parts';

export function SourcesSection({
  sources,
  updated,
  completionsYear,
}: {
  sources: readonly DataSource[];
  updated: string;
  completionsYear: string;
}) {
  return (
    <Section title="Where this comes from">
      <ul className="grid gap-1 text-sm">
        {sources.map((s) => (
          <li key={s.DataName}>
            <span className="font-medium">{s.DataName}</span>
            {s.DataSourceName ? `, ${s.DataSourceName}` : ''}
            {s.DataVintageOrVersion ? `. ${s.DataVintageOrVersion}` : ''}
            {s.DataLastUpdate ? `. Published ${s.DataLastUpdate}.` : '.'}
          </li>
        ))}
        {updated ? <li>{`The list last updated this program on ${updated}.`}</li> : null}
        {completionsYear ? <li>{`Completions count the ${completionsYear} academic year.`}</li> : null}
      </ul>
    </Section>
  );
}
