/**
 * Wraps a remote's routes: renders them once the remote's strings are there, and while a
 * preview build (one built with ADNET_BUILD_LABEL) serves the page, a small label that says so —
 * how a redeploy by config is seen rather than guessed. When a page of a remote whose canary the
 * config withdrew is entered, it shows the loading frame instead and reloads into the stable
 * build (remotes/canary/switch.ts): the page the merchant was on was left untouched until then.
 *
 * The remote's strings (its namespace, named after it) that failed to load are asked for again
 * when the network comes back and on Retry; until they are there the remote's pages are not
 * drawn, so no key ever shows: the calm state, offline or while the tries run, else the failure
 * with a Retry (docs/product/routes.md#routes.section-recovers).
 */
import { useOnline } from '@adnet/shared';
import { reloadFailedStrings, useStringsState } from '@adnet/shared/host';
import { ErrorState, LoadingState, NoConnection } from '@adnet/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData } from 'react-router';
import { HydrateFallback } from '../components/hydrate-fallback';
import { type FrameData, reloadForStable } from './canary/switch';
import { useRetryWhenBack } from './retry-when-back';

function StringsGate({ ns }: { ns: string }) {
  // suspends while the strings are on their way, as the pages themselves would
  useTranslation(ns);
  const state = useStringsState(ns);
  const online = useOnline();
  const retry = () => void reloadFailedStrings([ns]);
  // a failed strings chunk is the network's doing: a round of tries starts at once
  const back = useRetryWhenBack(state === 'failed', true, retry);
  if (state === 'ready') return <Outlet />;
  if (state === 'loading' || back.calm) {
    return (
      <div data-testid="strings-waiting" data-ns={ns}>
        {state === 'failed' && !online ? <NoConnection /> : <LoadingState />}
      </div>
    );
  }
  return (
    <div data-testid="strings-failed" data-ns={ns}>
      <StringsFailed
        onRetry={() => {
          back.reset();
          retry();
        }}
      />
    </div>
  );
}

function StringsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <ErrorState onRetry={onRetry} message={t('remote.failed')} />
      <p className="adn-muted adn-center">{t('remote.failedDetail')}</p>
    </>
  );
}

export function RemoteFrame({ remote, buildLabel }: { remote: string; buildLabel: string }) {
  const { t } = useTranslation('common');
  const leave = (useLoaderData() as FrameData | undefined)?.leave === true;
  useEffect(() => {
    if (leave) void reloadForStable();
  }, [leave]);
  if (leave) return <HydrateFallback />;
  return (
    <>
      <StringsGate ns={remote} />
      {buildLabel && (
        <p className="adn-build-label" data-testid="build-label" role="note">
          {t('remote.preview', { label: buildLabel })}
        </p>
      )}
    </>
  );
}
