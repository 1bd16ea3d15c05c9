// Shown when a route cannot render: a search link that cannot be read, or an unexpected failure.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonPrimary, linkClass } from '../../components/ui/styles';
import { HOME_PATH } from '../../config/routes';

export function RouteError() {
  const error = useRouteError();
  const badLink = isRouteErrorResponse(error) && error.status === 400;
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">
        {badLink ? 'This search link is not valid' : 'Something went wrong'}
      </h1>
      <p className="mt-2">
        {badLink ? String(error.data) : 'The page could not be shown. Reloading usually helps.'}
      </p>
      <p className="mt-4 flex gap-4">
        {badLink ? null : (
          <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
            Try again
          </button>
        )}
        <Link to={HOME_PATH} className={linkClass}>
          Start a new search
        </Link>
      </p>
    </div>
  );
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
