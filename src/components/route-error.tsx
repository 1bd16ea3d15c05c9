// Shown when a route cannot render: a search link that cannot be read, or an unexpected failure.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonPrimary, linkClass } from './ui/styles';
import { HOME_PATH } from '../config/routes';
import { useI18n } from '../i18n/i18n-context';
import { Link } from '../i18n/link';

function ErrorPage({ title, message, retry }: { title: string; message: string; retry: boolean }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2">{message}</p>
      <p className="mt-4 flex gap-4">
        {retry ? (
          <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
            {t('error.tryAgain')}
          </button>
        ) : null}
        <Link to={HOME_PATH} className={linkClass}>
          {t('route.newSearch')}
        </Link>
      </p>
    </div>
  );
}

/** A link whose path or query cannot be read (the data router's 400): says why, and offers a new search. */
export function BadLinkPage({ message }: { message: string }) {
  const { t, lang } = useI18n();
  // The route parsers word what is wrong with a link in English; other languages say it generally.
  const text = lang === 'en' ? message : t('route.badLinkText');
  return <ErrorPage title={t('route.badLink')} message={text} retry={false} />;
}

/** Outside the language provider (the frame itself failed) this is in English, the context's default. */
export function CrashPage() {
  const { t } = useI18n();
  return <ErrorPage title={t('route.crash')} message={t('route.crashText')} retry />;
}

interface BoundaryProps {
  children: ReactNode;
  /** The URL shown: a page that failed is tried again once the reader goes elsewhere. */
  resetKey?: string;
}

/** Catches a page that throws while rendering and shows CrashPage in its place (the frame stays). */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey?: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
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
