/**
 * Wraps a remote's routes: renders them, and while a preview build (one built with
 * ADNET_BUILD_LABEL) serves the page, a small label that says so — how a redeploy by config is
 * seen rather than guessed.
 */
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

export function RemoteFrame({ buildLabel }: { buildLabel: string }) {
  const { t } = useTranslation('common');
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
