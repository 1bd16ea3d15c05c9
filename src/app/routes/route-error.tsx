// Shown when a route cannot render: a search link that cannot be read, or an unexpected failure.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import { buttonPrimary, linkClass } from '../../components/ui/styles';
import { HOME_PATH } from '../../config/routes';

function ErrorPage({ title, message, retry }: { title: string; message: string; retry: boolean }) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2">{message}</p>
      <p className="mt-4 flex gap-4">
        {retry ? (
          <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
            Try again
          </button>
        ) : null}
        <Link to={HOME_PATH} className={linkClass}>
          Start a new search
        </Link>
      </p>
    </div>
  );
}

/** A link whose path or query cannot be read (the data router's 400): says why, and offers a new search. */
export function BadLinkPage({ message }: { message: string }) {
  return <ErrorPage title="This search link is not valid" message={message} retry={false} />;
}

export function CrashPage() {
  return (
    <ErrorPage
      title="Something went wrong"
      message="The page could not be shown. Reloading usually helps."
      retry
    />
  );
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
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>Page not found — Training Search</title>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2">
        <Link to={HOME_PATH} className={linkClass}>
          Start a new search
        </Link>
      </p>
    </div>
  );
}
