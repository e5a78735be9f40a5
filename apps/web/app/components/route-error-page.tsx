import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SERVER_ERROR_TITLE } from '~/lib/error-titles';
import { ErrorPage } from './error-page';

/** Turns whatever a loader or page threw into the error page (404 for a missing page, else 500). */
export function describeRouteError(error: unknown): { code: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText || undefined;
    return { code: error.status, message };
  }
  if (error instanceof Error) {
    return { code: 500, message: import.meta.env.DEV ? error.message : SERVER_ERROR_TITLE };
  }
  return { code: 404 };
}

export function RouteErrorPage() {
  const { code, message } = describeRouteError(useRouteError());
  return <ErrorPage code={code} message={message} />;
}
