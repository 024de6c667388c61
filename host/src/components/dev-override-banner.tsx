/** Shown for as long as a developer override of a remote's URL is active (dev-overrides.ts). */
import { useTranslation } from 'react-i18next';
import { clearDevOverrides, type Override } from '../remotes/dev-overrides';

export function DevOverrideBanner({ overrides }: { overrides: Override[] }) {
  const { t } = useTranslation('common');
  if (overrides.length === 0) return null;
  const names = overrides.map((o) => `${o.name} (${new URL(o.manifest).host})`).join(', ');
  return (
    <div className="adn-override-banner" role="status" data-testid="override-banner">
      <span>{t('remote.override', { names })}</span>
      <button
        type="button"
        onClick={() => {
          clearDevOverrides();
          window.location.reload();
        }}
      >
        {t('remote.overrideOff')}
      </button>
    </div>
  );
}
