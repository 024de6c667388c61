/**
 * /wallet/transaction?id=N: one ledger entry in full (docs/product/wallet.md#wallet.ledger.detail),
 * read again from the API so its status is the current one. The loader starts the request.
 */
import { ApiError, type Resource, useResource } from '@adnet/shared';
import { EmptyState, Loaded } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LedgerEntry } from '../features/ledger/api';
import { EntryDetail } from '../features/ledger/components/entry-detail';
import './page.css';

/** /wallet/transaction?id=N: the entry (null: no valid id). */
export interface TransactionData {
  id: number | null;
  entry: Resource<LedgerEntry> | null;
}

export function TransactionPage() {
  const { t } = useTranslation('wallet');
  const { id, entry } = useLoaderData() as TransactionData;
  if (id === null || entry === null) return <EmptyState text={t('transaction.notFound')} />;
  return <Transaction key={id} entry={entry} />;
}

function Transaction({ entry: res }: { entry: Resource<LedgerEntry> }) {
  const { t } = useTranslation('wallet');
  const state = useResource(res);
  if (!state.data && state.error instanceof ApiError && state.error.reason === 'not_found') {
    return <EmptyState text={t('transaction.notFound')} />;
  }
  return (
    <div className="wal-page">
      <Loaded state={state}>{(entry) => <EntryDetail entry={entry} />}</Loaded>
    </div>
  );
}
