/**
 * /wallet/bind-card: bind or edit a bank card or a wallet address, as the withdrawal
 * config allows (tabs when both are). Submitting needs a change
 * (docs/product/wallet.md#wallet.bind.change-needed). The route's loader
 * starts the bound card; the withdrawal config comes from the session.
 */
import { type Resource, useResource } from '@adnet/shared';
import { ErrorState, LoadingState } from '@adnet/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { CardForm } from '../features/bank-card/components/card-form';
import type { BankCard } from '../lib/bank-card/api';
import { allowedMethods, type Method } from '../lib/bank-card/card';
import { useWithdrawConfig } from '../lib/bank-card/use-withdraw-config';
import '../components/forms/text.css';
import './page.css';

/** /wallet/bind-card: what is bound now (null: nothing). */
export interface BindCardData {
  card: Resource<BankCard | null>;
}

export function BindCardPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const { config, failed: configFailed, retry: retryConfig } = useWithdrawConfig();
  const card = useResource((useLoaderData() as BindCardData).card);
  const methods = useMemo(() => allowedMethods(config), [config]);

  if ((card.error && card.data === undefined) || (configFailed && !config)) {
    return (
      <ErrorState
        onRetry={() => {
          if (card.error) void card.reload();
          if (configFailed) retryConfig();
        }}
      />
    );
  }
  if (!config || card.data === undefined) return <LoadingState />;
  if (methods.length === 0) {
    return <p className="wal-page adn-caption wal-center">{t('bindCard.unavailable')}</p>;
  }

  const bound: BankCard | null = card.data;
  // Pick the asked, the bound or the first allowed method.
  const asked = params.get('method') as Method | null;
  const initialMethod =
    (asked && methods.includes(asked) ? asked : null) ??
    (bound && methods.includes(bound.method) ? bound.method : null) ??
    methods[0]!;

  return (
    <div className="wal-page wal-bind">
      <CardForm
        config={config}
        methods={methods}
        initialMethod={initialMethod}
        bound={bound}
        onSaved={card.set}
      />
    </div>
  );
}
