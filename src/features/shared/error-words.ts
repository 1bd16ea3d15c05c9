// What went wrong, in the page's language. The API module words its errors in English (the service's own 400
// message is English too); on a Spanish page the error is worded again from its kind (never its message) and segment.
import { ApiError, type ApiErrorKind } from '../../api/api-error';
import type { I18n } from '../../i18n/i18n-context';

/** The words of each kind; bad input is worded by the segment at fault, below. */
const WORDS = {
  network: 'error.network',
  unreadable: 'error.unreadable',
  'not-listed': 'error.notListed',
  auth: 'error.auth',
  'unknown-search': 'error.unknownSearch',
  'too-many': 'error.tooMany',
  upstream: 'error.upstream',
  server: 'error.server',
} as const satisfies Record<Exclude<ApiErrorKind, 'bad-input'>, Parameters<I18n['t']>[0]>;

export function errorText(i18n: Pick<I18n, 'lang' | 't'>, error: Error): string {
  if (i18n.lang === 'en') return error.message;
  const { t } = i18n;
  if (!(error instanceof ApiError)) return t('error.server');
  if (error.kind !== 'bad-input') return t(WORDS[error.kind]);
  if (error.segment === 'location') return t('error.badLocation');
  return error.segment ? t('error.badSegment', { segment: error.segment }) : t('error.badInput');
}
