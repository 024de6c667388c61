/**
 * The offline bar (docs/offline.md "Offline is a state"): while the browser is offline it says so
 * in a bar of its own, in the page's flow, so it moves the page down and covers nothing. Under an
 * opaque header it is part of the sticky header (header.tsx); on a route whose header floats over
 * a hero, or that has none, it opens the page above both (layout.tsx). The element is always
 * there, empty while online: its text is announced when it appears. The API client meanwhile
 * sends nothing: a form's call fails at once with the offline message and the form keeps its
 * input.
 */
import { useOnline } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import './offline-banner.css';

export function OfflineBar({ top = false }: { top?: boolean }) {
  const online = useOnline();
  const { t } = useTranslation('common');
  return (
    <div
      className={top ? 'adn-offline-bar adn-offline-bar-top' : 'adn-offline-bar'}
      role="status"
      data-testid="offline-banner"
    >
      {online ? null : t('offline.banner')}
    </div>
  );
}
