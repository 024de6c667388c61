/**
 * Wraps a remote's routes: renders them, and while a preview build (one built with
 * ADNET_BUILD_LABEL) serves the page, a small label that says so — how a redeploy by config is
 * seen rather than guessed. When a page of a remote whose canary the config withdrew is
 * entered, it shows the loading frame instead and reloads into the stable build
 * (remotes/canary/switch.ts): the page the merchant was on was left untouched until then.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData } from 'react-router';
import { HydrateFallback } from '../components/hydrate-fallback';
import { type FrameData, reloadForStable } from './canary/switch';

export function RemoteFrame({ buildLabel }: { buildLabel: string }) {
  const { t } = useTranslation('common');
  const leave = (useLoaderData() as FrameData | undefined)?.leave === true;
  useEffect(() => {
    if (leave) void reloadForStable();
  }, [leave]);
  if (leave) return <HydrateFallback />;
  return (
    <>
      <Outlet />
      {buildLabel && (
        <p className="adn-build-label" data-testid="build-label" role="note">
          {t('remote.preview', { label: buildLabel })}
        </p>
      )}
    </>
  );
}
