/**
 * Offline is a state, not an overlay (docs/offline.md "Offline is a state"): a read-only card that
 * cannot load for want of the network shows one calm line instead of a failure, and an action
 * that needs the network says so in its place. Both go by themselves when the network is back:
 * the card's request is sent again (`useResource`, `InfiniteList`), the action comes back.
 */
import { OfflineError, useOnline } from '@adnet/shared';
import { useTranslation } from 'react-i18next';
import './states.css';

/** A request the client refused because the browser was offline. */
export function failedOffline(error: unknown): boolean {
  return error instanceof OfflineError;
}

function CloudOff() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="adn-offline-icon">
      <path
        d="M3 3l18 18M8.5 8.6A5 5 0 0 0 6.5 18H17m3.3-1.5A4 4 0 0 0 17 10h-.3A6 6 0 0 0 10.5 5.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The calm state of a read-only card with nothing kept to show: no retry, it fills in by itself. */
export function NoConnection() {
  const { t } = useTranslation('common');
  return (
    <div className="adn-state adn-no-connection" role="status" data-testid="no-connection">
      <CloudOff />
      <span className="adn-state-text">{t('offline.noConnection')}</span>
    </div>
  );
}

/**
 * While the browser is offline, in place of (or beside) an action that needs the network: why it
 * cannot be done now ("Withdrawals need a connection"). Nothing while online.
 */
export function NeedsConnection({ text, className }: { text: string; className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      className={className ? `adn-needs-connection ${className}` : 'adn-needs-connection'}
      role="status"
      data-testid="needs-connection"
    >
      <CloudOff />
      <span>{text}</span>
    </p>
  );
}
