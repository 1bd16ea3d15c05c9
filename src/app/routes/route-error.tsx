// Shown when a route cannot render: a search link that cannot be read, or an unexpected failure.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonPrimary, linkClass } from '../../components/ui/styles';
import { HOME_PATH } from '../../config/routes';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../i18n/link';

export function RouteError() {
  const error = useRouteError();
  const badLink = isRouteErrorResponse(error) && error.status === 400;
  const { t, lang } = useI18n();
  // The route parsers word what is wrong with a link in English; other languages say it generally.
  const badLinkText = lang === 'en' && badLink ? String(error.data) : t('route.badLinkText');
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{badLink ? t('route.badLink') : t('route.crash')}</h1>
      <p className="mt-2">{badLink ? badLinkText : t('route.crashText')}</p>
      <p className="mt-4 flex gap-4">
        {badLink ? null : (
          <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
            {t('error.tryAgain')}
          </button>
        )}
        <Link to={HOME_PATH} className={linkClass}>
          {t('route.newSearch')}
        </Link>
      </p>
    </div>
  );
}

export function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{t('app.titleSuffix', { title: t('route.notFound') })}</title>
      <h1 className="text-2xl font-bold">{t('route.notFound')}</h1>
      <p className="mt-2">
        <Link to={HOME_PATH} className={linkClass}>
          {t('route.newSearch')}
        </Link>
      </p>
    </div>
  );
}
