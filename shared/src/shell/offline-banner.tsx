/**
 * Says so while the browser is offline (navigator.onLine false, the 'offline' event). The API
 * client then sends nothing: a form's call fails at once with the offline message instead of
 * spinning, and the form keeps its input. The live region is always in the page, so its text
 * is announced when it appears.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import './offline-banner.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser says it has no network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('common');
  return (
    <div className="adn-offline-banner" role="status" data-testid="offline-banner">
      {online ? null : t('offline.banner')}
    </div>
  );
}
