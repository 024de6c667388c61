/**
 * A page that threw while rendering: the retry state inside the layout, header intact. On a
 * remote's canary, no error screen: the merchant leaves the canary for the stable build, which
 * the page reloads into (remotes/canary/switch.ts); meanwhile the loading frame shows.
 */
import { ErrorState } from '@adnet/shared/ui';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { leaveAfterError, mayLeaveAfterError, retryIntoStable } from '../remotes/canary/switch';
import { remoteForPath } from '../remotes/remote-registry';
import { record } from '../telemetry/recorder';
import { HydrateFallback } from './hydrate-fallback';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const remote = remoteForPath(location.pathname)?.name;
  // a response a loader threw on purpose (a 404) is the page's answer, not the build's fault
  const [leaving, setLeaving] = useState(
    () => !isRouteErrorResponse(error) && mayLeaveAfterError(remote),
  );
  useEffect(() => {
    console.error('route error', error);
    // filed under the app that owns the route (and, on a canary, under the canary's version)
    record('error', remote ?? 'host', { source: 'boundary', error });
  }, [error, remote]);
  useEffect(() => {
    if (leaving && remote && !leaveAfterError(remote)) setLeaving(false);
  }, [leaving, remote]);
  if (leaving) return <HydrateFallback />;
  const retry = async () => {
    if (await retryIntoStable(remote)) return;
    navigate(`${location.pathname}${location.search}`, { replace: true });
  };
  return (
    <div data-testid="route-error">
      <ErrorState onRetry={() => void retry()} />
    </div>
  );
}
