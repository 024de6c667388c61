/**
 * Where a withdrawal goes (docs/product/wallet.md#wallet.withdraw): the destinations the config
 * allows, each with its bound details or "Not bound" (a destination that is not bound cannot be
 * chosen), what to do when none is bound, and why nothing shows offline or when the bound
 * details could not be read.
 */
import { Radio } from '@adnet/shared/arco';
import { errorMessage, NeedsConnection } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '#lib/bank-card/api.ts';
import { describeDestination, isBound, type Method } from '#lib/bank-card/card.ts';

export interface WithdrawDestinationProps {
  /** the destinations the config allows */
  methods: Method[];
  /** whether the config is known (with no destination allowed, the sheet says so) */
  configured: boolean;
  method: Method | null;
  onChoose: (method: Method) => void;
  /** the bound details: undefined until known, null when nothing is bound */
  card: BankCard | null | undefined;
  online: boolean;
  /** the bound details could not be read for want of a network that is there now (timeout) */
  unreachable: boolean;
  /** the error of that read, said in words */
  readError: unknown;
  onRetry: () => void;
  boundMethods: Method[];
  unbound: Method[];
  /** "Bind now": the sheet closes and the bind page opens on this destination */
  onBind: (method: Method) => void;
}

export function WithdrawDestination({
  methods,
  configured,
  method,
  onChoose,
  card,
  online,
  unreachable,
  readError,
  onRetry,
  boundMethods,
  unbound,
  onBind,
}: WithdrawDestinationProps) {
  const { t } = useTranslation('wallet');
  const bindable = unbound[0];
  return (
    <div className="wal-method">
      <span className="adn-field-label">{t('withdraw.method')}</span>
      {/* offline: why, in place of destinations it cannot read or take money to */}
      <NeedsConnection text={t('common:offline.needs.withdraw')} />
      {unreachable && (
        <p className="adn-caption wal-unreachable" role="alert">
          {errorMessage(readError)}{' '}
          <button type="button" className="adn-link" onClick={onRetry}>
            {t('common:action.retry')}
          </button>
        </p>
      )}
      {!online && card === undefined ? null : configured && methods.length === 0 ? (
        <p className="adn-caption">{t('withdraw.noMethod')}</p>
      ) : (
        <Radio.Group
          value={method}
          onChange={(v) => onChoose(v as Method)}
          layout="block"
          className="wal-method-options"
        >
          {methods.map((m) => {
            const has = card !== undefined && isBound(card ?? null, m);
            return (
              <Radio
                key={m}
                value={m}
                className="wal-method-option"
                // a destination that is not bound cannot take the money
                disabled={!has}
              >
                <span className="wal-method-name">{t(`withdraw.methods.${m}`)}</span>
                <span className="wal-method-dest" data-testid={`withdraw-dest-${m}`}>
                  {card === undefined
                    ? '…'
                    : has && card
                      ? describeDestination(card, m)
                      : t('withdraw.notBound')}
                </span>
              </Radio>
            );
          })}
        </Radio.Group>
      )}
      {online && card !== undefined && methods.length > 0 && boundMethods.length === 0 && (
        <p className="wal-none-bound" role="status" data-testid="withdraw-none-bound">
          {t('withdraw.noneBound')}
        </p>
      )}
      {online && card !== undefined && bindable && (
        <button
          type="button"
          className="adn-link wal-bind-now"
          onClick={() => onBind(bindable)}
          data-testid="withdraw-bind-now"
        >
          {boundMethods.length === 0 ? t('withdraw.bindNow') : t(`withdraw.bindOther.${bindable}`)}
        </button>
      )}
    </div>
  );
}
