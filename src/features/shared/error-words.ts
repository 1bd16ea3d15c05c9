// What went wrong, in the page's language. The API module words its errors in English (the service's own 400
// message is English too); on a Spanish page the error is worded again from its status and segment.
import { ApiError, NETWORK_MESSAGE, UNREADABLE_MESSAGE } from '../../api/api-error';
import { NOT_LISTED_MESSAGE } from '../../api/search-api';
import type { I18n } from '../../i18n/i18n-context';

export function errorText(i18n: Pick<I18n, 'lang' | 't'>, error: Error): string {
  if (i18n.lang === 'en') return error.message;
  const { t } = i18n;
  if (!(error instanceof ApiError)) return t('error.server');
  if (error.message === NETWORK_MESSAGE) return t('error.network');
  if (error.message === UNREADABLE_MESSAGE) return t('error.unreadable');
  switch (error.status) {
    case 400:
      if (error.segment === 'location') return t('error.badLocation');
      return error.segment ? t('error.badSegment', { segment: error.segment }) : t('error.badInput');
    case 401:
    case 403:
      return t('error.auth');
    case 404:
      return error.message === NOT_LISTED_MESSAGE ? t('error.notListed') : t('error.unknownSearch');
    case 429:
      return t('error.tooMany');
    case 502:
    case 503:
    case 504:
      return t('error.upstream');
    default:
      return t('error.server');
  }
}
