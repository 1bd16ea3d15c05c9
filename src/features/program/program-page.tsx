// The program page: everything known about one program, each fact with "Not reported" said plainly when its
// source does not give it, and where the facts come from with their dates.
import { useId } from 'react';
import { useI18n, usePageMessages, type I18n } from '../../i18n/i18n-context';
import type { ProgramDetails } from '../../../contract/program-details/program-details';
import { linkClass } from '../../components/ui/styles';
import type { Carried } from '../../config/routes';
import { formatAddress, formatDistance, websiteHref } from '../shared/format';
import { PhoneLink } from '../shared/result-details';
import { CardActions } from '../shortlist/card-actions';
import { SelectionBar } from '../shortlist/selection-bar';
import {
  academicYear,
  completionsText,
  costText,
  credentialName,
  lengthText,
  payText,
  programName,
  schoolOnlineText,
  SERVICES,
  yesNoText,
} from '../shared/facts';
import { OccupationPayList } from './occupation-pay';
import { Fact, FactList, Section } from './page-parts';
import { SchoolSection } from './school-section';
import { SourcesSection } from './sources-section';
import { programMessages } from './program-messages';
import { awardTextLabel, formatLabel } from '../shared/value-labels';

const money = (i18n: I18n, n: number | undefined) =>
  n === undefined ? i18n.t('value.notReported') : i18n.money(n);

function CostSection({ p }: { p: ProgramDetails }) {
  const i18n = useI18n();
  const { t } = usePageMessages(programMessages);
  if (p.CostTuitionFees === undefined) {
    const calculator = websiteHref(p.School.NetPriceCalculatorURL);
    return (
      <Section title={t('costTitle')}>
        <p>{t('costNotReported')}</p>
        {calculator ? (
          <p className="mt-1">
            <a href={calculator} className={linkClass} target="_blank" rel="noopener noreferrer">
              {t('netPriceLink')}
            </a>{' '}
            {t('netPriceRest')}
          </p>
        ) : null}
      </Section>
    );
  }
  const year = p.CostBasis === 'Year';
  return (
    <Section title={t('costTitle')}>
      <p className="mb-2 font-medium">{costText(i18n, p)}</p>
      <FactList>
        <Fact term={t('tuition')} note={p.CostTuitionFeesNote}>
          {money(i18n, p.CostTuitionFees)}
        </Fact>
        <Fact term={t('books')} note={p.CostBooksSuppliesNote}>
          {money(i18n, p.CostBooksSupplies)}
        </Fact>
        <Fact term={year ? t('totalYear') : t('total')}>{money(i18n, p.CostTotal)}</Fact>
        {p.DataSource === 'ETPL' ? (
          <Fact term={t('optional')} note={p.CostOptionalNote}>
            {money(i18n, p.CostOptional)}
          </Fact>
        ) : null}
        {p.CostOutOfDistrict !== undefined ? (
          <Fact term={t('outOfDistrict')}>{i18n.money(p.CostOutOfDistrict)}</Fact>
        ) : null}
        {p.CostOutOfState !== undefined ? (
          <Fact term={t('outOfState')}>{i18n.money(p.CostOutOfState)}</Fact>
        ) : null}
      </FactList>
      <p className="mt-3 text-sm text-slate-700">
        {t('costYearWhat', { what: i18n.t(year ? 'fact.costYearNote' : 'fact.costProgramNote') })}
        {p.CostYear ? ` ${i18n.t('fact.forYear', { year: academicYear(p.CostYear) })}` : ''}
      </p>
      <SourceLine
        p={p}
        // A service without FactSources: the program's own source, as before (decision 0175).
        name={p.FactSources ? p.FactSources.Cost : p.Sources[0]?.DataName}
        updated={p.DataSource === 'ETPL'}
      />
    </Section>
  );
}

/** Which source says a figure, and of when (the list's own update date for a list's figure). */
function SourceLine({ p, name, updated = false }: { p: ProgramDetails; name?: string; updated?: boolean }) {
  const { t } = usePageMessages(programMessages);
  const source = p.Sources.find((s) => s.DataName === name);
  if (!source) return null;
  const when = source.DataVintageOrVersion || source.DataLastUpdate;
  return (
    <p className="mt-1 text-sm text-slate-700">
      {when ? t('sourceWhen', { name: source.DataName, when }) : t('source', { name: source.DataName })}
      {updated && p.ProgramUpdated ? ` ${t('listUpdated', { date: p.ProgramUpdated })}` : ''}
    </p>
  );
}

export function ProgramPage({
  program: p,
  from,
  carried,
}: {
  program: ProgramDetails;
  from: string;
  carried: Carried;
}) {
  const headingId = useId();
  const i18n = useI18n();
  const nr = i18n.t('value.notReported');
  const { t } = usePageMessages(programMessages);
  const name = programName(p, i18n);
  const distance = formatDistance(p.Distance, i18n);
  const length = lengthText(i18n, p);
  const completions = completionsText(i18n, p);
  const online = schoolOnlineText(i18n, p);
  const pay = payText(i18n, p);
  const programUrl = websiteHref(p.ProgramURL ?? '');
  const address = formatAddress(p.Address, p.City, p.StateAbbr, p.Zip);
  return (
    <article aria-labelledby={headingId} className="grid gap-5">
      <title>{t('title', { name })}</title>
      <header className="grid gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          {name}
        </h1>
        <p className="text-lg">
          {p.SchoolName}
          {p.CampusName && p.CampusName !== p.SchoolName ? ` · ${p.CampusName}` : ''}
        </p>
        {address ? <p className="text-slate-700">{address}</p> : null}
        {distance && from ? <p className="font-medium">{t('fromPlace', { distance, from })}</p> : null}
        {p.WioaEligible ? (
          <p>
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900">
              {i18n.t('card.wioa')}
            </span>
          </p>
        ) : null}
        {programUrl ? (
          <p>
            <a href={programUrl} className={linkClass} target="_blank" rel="noopener noreferrer">
              {i18n.t('card.programPage')}
            </a>
          </p>
        ) : null}
        <CardActions detailId={p.DetailId} />
        <SelectionBar />
      </header>
      <CostSection p={p} />
      <Section title={t('lengthTitle')}>
        <FactList>
          <Fact term={i18n.t('card.length')}>{length ?? nr}</Fact>
          <Fact term={i18n.t('card.format')}>
            {p.Format.length > 0 ? p.Format.map((f) => formatLabel(i18n.t, f)).join(', ') : nr}
          </Fact>
          <Fact term={t('online')}>
            {online ?? nr}
            {online ? <span className="block text-sm text-slate-700">{t('onlineNote')}</span> : null}
          </Fact>
          <Fact term={i18n.t('facet.flexibleHours')}>{yesNoText(i18n, p.FlexibleHours)}</Fact>
          <Fact term={i18n.t('card.awardLevel')}>
            {p.AwardLevel ? awardTextLabel(i18n.t, p.AwardLevel) : nr}
          </Fact>
        </FactList>
        <SourceLine p={p} name={p.FactSources?.Length} />
        {online ? <SourceLine p={p} name={p.FactSources?.Online} /> : null}
      </Section>
      <Section title={t('credentialTitle')}>
        <FactList>
          <Fact term={i18n.t('card.credential')}>{credentialName(p) || nr}</Fact>
          {p.Outcome ? <Fact term={t('outcome')}>{p.Outcome}</Fact> : null}
          <Fact term={t('prerequisites')}>{p.Prerequisites || nr}</Fact>
          <Fact term={i18n.t('facet.pell')}>{yesNoText(i18n, p.PellEligible)}</Fact>
          <Fact term={i18n.t('card.wioa')}>{p.WioaEligible ? t('wioaYes') : t('wioaNo')}</Fact>
          {completions ? <Fact term={i18n.t('card.completions')}>{completions}</Fact> : null}
        </FactList>
      </Section>
      <Section title={t('servicesTitle')}>
        <FactList>
          {SERVICES.map(([field, label]) => (
            <Fact key={field} term={i18n.t(label)}>
              {yesNoText(i18n, p[field])}
            </Fact>
          ))}
        </FactList>
      </Section>
      <Section title={t('occupationsTitle')}>
        {pay ? (
          <div className="mb-3">
            <FactList>
              <Fact term={t('payRange')}>{pay}</Fact>
            </FactList>
          </div>
        ) : null}
        <OccupationPayList p={p} from={from} carried={carried} />
        <SourceLine p={p} name={p.FactSources?.Pay} />
      </Section>
      {p.Description && p.Description !== p.CipTitle ? (
        <Section title={t('aboutProgram')}>
          <p>{p.Description}</p>
        </Section>
      ) : null}
      <SchoolSection school={p.School} phone={p.Phone ? <PhoneLink phone={p.Phone} /> : null} />
      <SourcesSection
        sources={p.Sources}
        updated={p.ProgramUpdated}
        completionsYear={academicYear(p.CompletionsYear ?? '')}
      />
    </article>
  );
}
