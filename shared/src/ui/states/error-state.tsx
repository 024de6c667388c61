import { Button, Skeleton } from '@arco-design/mobile-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../error-message';
import './states.css';

/**
 * "Request failed, tap to reload" in place of content that could not load; with the `error`,
 * its reason above ("The server did not answer…", "Server error"): the one place the failure is said, since
 * the call of content drawn here is silent (docs/product/api.md#api.client.silent).
 */
export function ErrorState({
  onRetry,
  message,
  error,
}: {
  onRetry: () => void;
  message?: string;
  error?: unknown;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="adn-state" role="alert">
      {error !== undefined && error !== null && (
        <span className="adn-state-reason" data-testid="error-reason">
          {errorMessage(error, t)}
        </span>
      )}
      <button type="button" className="adn-state-text adn-link" onClick={onRetry}>
        {message ?? t('state.loadFailed')}
      </button>
      <Button inline size="small" onClick={onRetry} className="adn-state-button">
        {t('action.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="adn-state adn-empty" role="status">
      <span className="adn-state-text">{text ?? t('state.empty')}</span>
    </div>
  );
}

/**
 * Content on its way: the one skeleton of every app (a title bar and `rows` lines, Arco's
 * gradient), never a spinner or a zero that reads as data; named "Loading" for assistive tech.
 */
export function LoadingState({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="adn-loading" aria-busy="true" role="status" aria-label={t('state.loading')}>
      <Skeleton title paragraph={{ rows }} animation="gradient" />
    </div>
  );
}
