/**
 * Stands in for a remote's routes: the retry state when the remote could not load, the 404
 * page for a path the loaded remote does not have.
 */

import { paths, tokenAtom, useOnline } from '@adnet/shared';
import { ErrorState, LoadingState, NoConnection } from '@adnet/shared/ui';
import { Button } from '@arco-design/mobile-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { remoteFailuresAtom } from './load';
import { loadedRemote } from './remote-registry';
import { useRetryWhenBack } from './retry-when-back';

export function RemoteGate({ remote }: { remote: string }) {
  const { t } = useTranslation('common');
  const failures = useAtomValue(remoteFailuresAtom);
  const setFailures = useSetAtom(remoteFailuresAtom);
  const token = useAtomValue(tokenAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();

  const failure = failures[remote];
  const failed = failure?.kind === 'failed';

  const retry = () => {
    setFailures(({ [remote]: _, ...rest }) => rest);
    // Navigating to the same place runs route discovery again, without a page reload.
    navigate(`${location.pathname}${location.search}`, { replace: true });
  };
  // it tries again by itself when the network is back, calm until those tries are spent
  // (docs/product/routes.md#routes.section-recovers)
  const back = useRetryWhenBack(failed, Boolean(failed && failure.offline), retry);

  if (loadedRemote(remote)) return <NotFoundPage />;
  if (!token) return <Navigate to={paths.login} replace />;
  const calm = (
    <div data-testid="remote-failed" data-remote={remote}>
      {online ? <LoadingState /> : <NoConnection />}
    </div>
  );
  if (!failure) return back.calm ? calm : null;

  if (failure.kind === 'update') {
    // Built against a newer shared contract than this host provides: retrying cannot help,
    // a reload can (the host may have been deployed since this tab opened).
    return (
      <div data-testid="remote-update-needed" data-remote={remote}>
        <div className="adn-state" role="alert">
          <p className="adn-state-text">{t('remote.updateNeeded')}</p>
          <p className="adn-muted adn-center">{t('remote.updateNeededDetail')}</p>
          <Button
            inline
            size="small"
            className="adn-state-button"
            onClick={() => window.location.reload()}
          >
            {t('remote.reload')}
          </Button>
        </div>
      </div>
    );
  }

  if (back.calm) return calm;

  return (
    <div data-testid="remote-failed" data-remote={remote}>
      <ErrorState
        onRetry={() => {
          back.reset();
          retry();
        }}
        message={t('remote.failed')}
      />
      <p className="adn-muted adn-center">{t('remote.failedDetail')}</p>
    </div>
  );
}
