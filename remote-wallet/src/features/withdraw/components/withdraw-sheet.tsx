/**
 * Withdrawal (docs/product/wallet.md#wallet.withdraw): an amount within the available balance and
 * above 0, a bound destination the config allows, the transaction password, and the start-up funds
 * rule. The amount is read by the shared amount reader in the UI language: what is sent is the
 * number the field shows, or nothing and a message under the field. The balance is read fresh
 * each time the sheet opens, never a kept answer (docs/offline.md); a withdrawal whose answer
 * is not known is kept with its request_id in the tab (pending-withdrawal.ts), so a reload
 * offers it again with the same id and the server takes it once.
 */
import {
  AmountField,
  ApiError,
  api,
  formatAmountInput,
  isFinalAmountError,
  NetworkError,
  type Property,
  session,
  store,
  useMoney,
  useOnline,
  useRequest,
  userInfoAtom,
} from '@adnet/shared';
import { IconSuccessCircle, Radio } from '@adnet/shared/arco';
import {
  ActionButton,
  errorMessage,
  NeedsConnection,
  PasswordDialog,
  Sheet,
  StatusTag,
  toast,
  useFormFocus,
} from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/forms/field';
import { readWithdrawAmount } from '../../../lib/amounts';
import { type BankCard, bankCardApi } from '../../../lib/bank-card/api';
import {
  allowedMethods,
  describeDestination,
  isBound,
  type Method,
} from '../../../lib/bank-card/card';
import { useWithdrawConfig } from '../../../lib/bank-card/use-withdraw-config';
import { paths } from '../../../paths';
import { withdrawApi } from '../api';
import { type PendingWithdrawal, pendingWithdrawal } from '../pending-withdrawal';
import { WithdrawBlocked } from './withdraw-blocked';
import '../../../components/forms/field.css';
import '../../../components/forms/text.css';
import './withdraw-sheet.css';

interface WithdrawResult {
  amount: string;
  destination: string;
}

export interface WithdrawSheetProps {
  visible: boolean;
  onClose: () => void;
  onWithdrawn: (property: Property) => void;
  /** a withdrawal left without an answer in this tab (a reload mid-flight), offered again */
  pending?: PendingWithdrawal | null;
}

export function WithdrawSheet({ visible, onClose, onWithdrawn, pending }: WithdrawSheetProps) {
  const { t, i18n } = useTranslation('wallet');
  const money = useMoney();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const { config } = useWithdrawConfig();
  const [amount, setAmount] = useState(() => pending?.form.amountText ?? '');
  const [error, setError] = useState<string | null>(null);
  const [method, setMethod] = useState<Method | null>(() => pending?.form.method ?? null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [sending, setSending] = useState(false);
  /** what was sent, shown in place of the form until the sheet closes */
  const [result, setResult] = useState<WithdrawResult | null>(null);
  /** why a withdrawal cannot go on ("Withdrawal unavailable"), or null */
  const [blocked, setBlocked] = useState<string | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  // One id per intended withdrawal: a retry of the same one is answered once by the server.
  const requestId = useRef<string | null>(pending?.request_id ?? null);
  // the answer of the last send of this intention never came: the server may have taken it
  const [unanswered, setUnanswered] = useState(Boolean(pending));
  const inFlight = useRef(false);
  const field = useRef(new AmountField());
  const { formRef, focusError } = useFormFocus();
  /** The exact amount the password dialog confirms and `send` sends. */
  const [confirmed, setConfirmed] = useState('0.00');

  const methods = allowedMethods(config);
  const lng = i18n.language;

  // The destination and the balance are read again each time the sheet opens and kept while
  // it closes (undefined until known; a refusal of the server counts as nothing bound). No
  // answer at all (offline, a dead network) is not "nothing bound": the sheet says it needs a
  // connection, and the read is sent again by itself when the network is back (useRequest).
  const [opens, setOpens] = useState(0);
  useEffect(() => {
    if (visible) setOpens((n) => n + 1);
  }, [visible]);
  // the balance: fresh or nothing, never the kept answer the wallet's card may show
  const balance = useRequest<Property | undefined>(
    () => (opens > 0 ? api.property({ silent: true, fresh: true }) : Promise.resolve(undefined)),
    [opens],
  );
  const property = balance.data;
  const available = property?.available_balance ?? null;
  const balanceFailed = opens > 0 && !property && Boolean(balance.error) && !balance.loading;
  // the balance the amount is checked against: none for the retry of a withdrawal whose
  // answer was lost; undefined while the fresh balance is not known (nothing checked yet)
  const limit = unanswered ? null : (available ?? undefined);
  const check = (text: string) => {
    if (limit === undefined) return null;
    const r = readWithdrawAmount(text, lng, limit, field.current);
    return r.ok ? null : r.error;
  };
  const destination = useRequest<BankCard | null | undefined>(
    () =>
      opens > 0
        ? bankCardApi.bankCardDetail({ silent: true }).catch((e: unknown) => {
            if (e instanceof NetworkError) throw e;
            return null;
          })
        : Promise.resolve(undefined),
    [opens],
  );
  const card = destination.data;
  const online = useOnline();
  /** the destination could not be read for want of a network that is there now (timeout) */
  const unreachable = online && destination.error instanceof NetworkError && !destination.loading;

  // Only a destination that can take the money is ever selected: a bound one the config
  // allows, or none (the sheet then says so and offers to bind one).
  const boundMethods = card === undefined ? [] : methods.filter((m) => isBound(card, m));
  const firstBound = boundMethods[0] ?? null;
  useEffect(() => {
    if (card === undefined) return;
    if (method && methods.includes(method) && isBound(card, method)) return;
    if (method !== firstBound) setMethod(firstBound);
  }, [card, methods, method, firstBound]);
  const unbound = card === undefined ? [] : methods.filter((m) => !isBound(card, m));

  const newIntent = () => {
    requestId.current = null;
    setUnanswered(false);
    pendingWithdrawal.clear();
  };

  const changeAmount = (next: string) => {
    field.current.change(amount, next, lng);
    setAmount(next);
    newIntent();
    // what no further typing can cure shows at once; once a message shows, it follows the text
    const e = check(next);
    if (error || (e && isFinalAmountError(e))) setError(e);
  };

  const setAll = () => {
    if (available === null) return;
    const all = formatAmountInput(available, lng);
    field.current.set(all, lng);
    setAmount(all);
    newIntent();
    if (error) setError(check(all));
  };

  const close = () => {
    if (sending) return;
    setResult(null);
    onClose();
  };

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const showBlocked = (message: string) => {
    onClose();
    setBlocked(message);
  };

  const needPassword = () => {
    toast.info(t('common:errors.reason.pay_password_not_set'));
    onClose();
    navigate(paths.setPassword);
  };

  const bound = method ? isBound(card ?? null, method) : false;
  const destinationText = method && card && bound ? describeDestination(card, method) : '';

  const submit = async () => {
    if (inFlight.current || sending || !online || !property || limit === undefined) return;
    const read = readWithdrawAmount(amount, lng, limit, field.current);
    setError(read.ok ? null : read.error);
    if (!read.ok) focusError();
    if (!read.ok || !method || !bound) return;
    setConfirmed(read.value);
    if (!property.startup_funds_returned) {
      showBlocked(t('common:errors.reason.startup_funds_not_returned'));
      return;
    }
    if (!user?.has_pay_password) {
      // The stored user info may predate a password set elsewhere: ask once more.
      await session.refreshUserInfo().catch(() => {});
      if (!store.get(userInfoAtom)?.has_pay_password) {
        needPassword();
        return;
      }
    }
    setPasswordOpen(true);
  };

  const send = async (passwordMd5: string) => {
    if (inFlight.current || !method) return;
    inFlight.current = true;
    setSending(true);
    requestId.current ??= crypto.randomUUID();
    // kept before it is sent: a reload before the answer offers it again with this id
    pendingWithdrawal.save(requestId.current, { amount: confirmed, amountText: amount, method });
    try {
      const result = await withdrawApi.withdraw(
        {
          amount: confirmed,
          password: passwordMd5,
          method,
          request_id: requestId.current,
        },
        { silent: true },
      );
      // the sheet stays and says what happens next, in place of a passing toast
      setResult({ amount: confirmed, destination: destinationText });
      setAmount('');
      field.current.set('', lng);
      setError(null);
      newIntent();
      onWithdrawn(result);
    } catch (err) {
      // An answer (a refusal) says it was not taken; no answer at all says nothing: the server
      // may have taken it, and the retry goes with the same id.
      if (err instanceof ApiError) pendingWithdrawal.clear();
      else setUnanswered(true);
      const reason = err instanceof ApiError ? err.reason : undefined;
      if (reason === 'startup_funds_not_returned') showBlocked(errorMessage(err));
      else if (reason === 'pay_password_not_set') needPassword();
      else {
        // A refused withdrawal is final: the next attempt is a new one.
        if (err instanceof ApiError) newIntent();
        toast.fail(errorMessage(err));
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <>
      <Sheet
        as="form"
        open={visible}
        onClose={close}
        title={result ? t('withdraw.result.sheetTitle') : t('withdraw.title')}
        titleClassName="wal-sheet-title"
        className="wal-sheet"
        data-testid="withdraw-sheet"
        noValidate
        ref={formRef}
        onPasteCapture={(e) => {
          if ((e.target as HTMLInputElement).name === 'amount') field.current.paste();
        }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {result ? (
          <section
            className="wal-result"
            data-testid="withdraw-result"
            ref={resultRef}
            tabIndex={-1}
            aria-labelledby="withdraw-result-title"
          >
            <IconSuccessCircle className="wal-result-icon" aria-hidden="true" />
            <h3 className="wal-result-title" id="withdraw-result-title">
              {t('withdraw.result.title')}
            </h3>
            <dl className="wal-result-list">
              <div>
                <dt>{t('withdraw.result.amount')}</dt>
                <dd data-testid="withdraw-result-amount">{money(result.amount)}</dd>
              </div>
              <div>
                <dt>{t('withdraw.result.destination')}</dt>
                <dd data-testid="withdraw-result-destination">{result.destination}</dd>
              </div>
              <div>
                <dt>{t('withdraw.result.status')}</dt>
                <dd>
                  <StatusTag tone="warning" data-testid="withdraw-result-status">
                    {t('ledger.status.pending')}
                  </StatusTag>
                </dd>
              </div>
            </dl>
            <p className="adn-caption wal-result-note">{t('withdraw.result.note')}</p>
            <ActionButton className="wal-submit" onClick={close} data-testid="withdraw-result-done">
              {t('withdraw.result.done')}
            </ActionButton>
          </section>
        ) : (
          <>
            {unanswered && (
              <p className="wal-pending-note" role="status" data-testid="withdraw-pending">
                {t('withdraw.pendingNote')}
              </p>
            )}
            <Field
              name="amount"
              label={t('withdraw.amount')}
              placeholder={t('withdraw.amountPlaceholder')}
              value={amount}
              onChange={changeAmount}
              onBlur={() => amount && setError(check(amount))}
              inputMode="decimal"
              error={error}
              suffix={
                <button
                  type="button"
                  className="adn-link"
                  onClick={setAll}
                  data-testid="withdraw-all"
                >
                  {t('withdraw.all')}
                </button>
              }
            />
            <p className="adn-caption wal-available" data-testid="withdraw-available">
              {balanceFailed ? (
                <button type="button" className="adn-link" onClick={() => void balance.reload()}>
                  {t('common:state.loadFailed')}
                </button>
              ) : (
                t('withdraw.available', { amount: available === null ? '…' : money(available) })
              )}
            </p>

            <div className="wal-method">
              <span className="adn-field-label">{t('withdraw.method')}</span>
              {/* offline: why, in place of destinations it cannot read or take money to */}
              <NeedsConnection text={t('common:offline.needs.withdraw')} />
              {unreachable && (
                <p className="adn-caption wal-unreachable" role="alert">
                  {errorMessage(destination.error)}{' '}
                  <button
                    type="button"
                    className="adn-link"
                    onClick={() => void destination.reload()}
                  >
                    {t('common:action.retry')}
                  </button>
                </p>
              )}
              {!online && card === undefined ? null : config && methods.length === 0 ? (
                <p className="adn-caption">{t('withdraw.noMethod')}</p>
              ) : (
                <Radio.Group
                  value={method}
                  onChange={(v) => {
                    setMethod(v as Method);
                    newIntent();
                  }}
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
              {online && card !== undefined && unbound[0] && (
                <button
                  type="button"
                  className="adn-link wal-bind-now"
                  onClick={() => {
                    onClose();
                    navigate(`${paths.bindCard}?method=${unbound[0]}`);
                  }}
                  data-testid="withdraw-bind-now"
                >
                  {boundMethods.length === 0
                    ? t('withdraw.bindNow')
                    : t(`withdraw.bindOther.${unbound[0]}`)}
                </button>
              )}
            </div>

            {/* Enter in the amount and a tap both submit the form (docs/product/forms.md#forms.keys.amount-enter) */}
            <ActionButton
              htmlType="submit"
              className="wal-submit"
              disabled={!online || !method || card === undefined || !bound || !property}
              loading={sending}
            >
              {t('withdraw.submit')}
            </ActionButton>
          </>
        )}
      </Sheet>
      <PasswordDialog
        visible={passwordOpen}
        title={t('withdraw.passwordTitle', { amount: money(confirmed) })}
        detail={
          destinationText ? t('withdraw.passwordTo', { destination: destinationText }) : undefined
        }
        onOk={send}
        onClose={() => setPasswordOpen(false)}
      />
      <WithdrawBlocked message={blocked} onClose={() => setBlocked(null)} />
    </>
  );
}
