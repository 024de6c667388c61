/** A page that threw while rendering: the retry state inside the layout, header intact. */
import { ErrorState } from '@adnet/shared/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { remoteForPath } from '../lib/remote-registry';
import { record } from '../telemetry/recorder';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error('route error', error);
    // filed under the app that owns the route
    record('error', remoteForPath(location.pathname)?.name ?? 'host', {
      source: 'boundary',
      error,
    });
  }, [error, location.pathname]);
  return (
    <div data-testid="route-error">
      <ErrorState
        onRetry={() => navigate(`${location.pathname}${location.search}`, { replace: true })}
      />
    </div>
  );
}
