/**
 * The state and the sending of a withdrawal (docs/product/wallet.md#wallet.withdraw), for the
 * withdraw sheet: the amount read in the UI language, the destination chosen among the bound
 * ones the config allows, the balance read fresh each time the sheet opens, then the checks
 * before the password and the send with one request id per intended withdrawal, kept in the tab
 * until its answer comes (pending-withdrawal.ts).
 */
import {
  AmountField,
  ApiError,
  formatAmountInput,
  isFinalAmountError,
  NetworkError,
  type Property,
  session,
  store,
  useMoney,
  useOnline,
  userInfoAtom,
} from '@adnet/shared';
import { errorMessage, toast, useFormFocus } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WithdrawalReceipt } from '../../contract';
import { readWithdrawAmount } from '../../lib/amounts';
import {
  allowedMethods,
  describeDestination,
  isBound,
  type Method,
} from '../../lib/bank-card/card';
import { useWithdrawConfig } from '../../lib/bank-card/use-withdraw-config';
import { paths } from '../../paths';
import { withdrawApi } from './api';
import { type PendingWithdrawal, pendingWithdrawal } from './pending-withdrawal';
import { refusalText, useSheetDestination, useSheetFigures } from './use-sheet-figures';

/** What was sent, shown in place of the form until the sheet closes. */
export interface WithdrawResult {
  amount: string;
  destination: string;
  /** the server's receipt: entry, reference, fee, expected arrival (null from an older server) */
  receipt: WithdrawalReceipt | null;
}

export interface UseWithdrawOptions {
  visible: boolean;
  onClose: () => void;
  onWithdrawn: (property: Property) => void;
  /** every fresh read of the figures the sheet makes, for the page to show the same */
  onFigures?: (property: Property) => void;
  /** a withdrawal left without an answer in this tab (a reload mid-flight), offered again */
  pending?: PendingWithdrawal | null;
}

export function useWithdraw({
  visible,
  onClose,
  onWithdrawn,
  onFigures,
  pending,
}: UseWithdrawOptions) {
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
  // the balance: fresh or nothing; what the sheet reads, the page shows too
  const balance = useSheetFigures(opens, onFigures);
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
  const destination = useSheetDestination(opens);
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
      setResult({
        amount: confirmed,
        destination: destinationText,
        receipt: result.withdrawal ?? null,
      });
      setAmount('');
      field.current.set('', lng);
      setError(null);
      newIntent();
      onWithdrawn(result);
      balance.set(result);
    } catch (err) {
      // An answer (a refusal) says it was not taken; no answer at all says nothing: the server
      // may have taken it, and the retry goes with the same id.
      if (err instanceof ApiError) pendingWithdrawal.clear();
      else setUnanswered(true);
      const reason = err instanceof ApiError ? err.reason : undefined;
      // an answer of the server: the balance beside it is read again, the sheet's and the page's
      const fresh = err instanceof ApiError ? balance.reload() : undefined;
      if (reason === 'startup_funds_not_returned') showBlocked(errorMessage(err));
      else if (reason === 'pay_password_not_set') needPassword();
      else {
        // A refused withdrawal is final: the next attempt is a new one.
        if (err instanceof ApiError) newIntent();
        // a refusal for the balance says the balance as it is now
        const balanceNow = (amount: string) =>
          t('withdraw.refusedBalance', { amount: money(amount) });
        void refusalText(err, fresh, balanceNow).then((text) => toast.fail(text));
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  /** another destination: a new intended withdrawal */
  const chooseMethod = (next: Method) => {
    setMethod(next);
    newIntent();
  };

  return {
    amount,
    error,
    setError,
    check,
    changeAmount,
    setAll,
    /** a paste into the amount: the reader then takes the text as pasted */
    pasted: () => field.current.paste(),
    formRef,
    balance,
    available,
    balanceFailed,
    property,
    config,
    methods,
    method,
    chooseMethod,
    destination,
    card,
    online,
    unreachable,
    boundMethods,
    unbound,
    bound,
    destinationText,
    unanswered,
    confirmed,
    passwordOpen,
    closePassword: () => setPasswordOpen(false),
    blocked,
    closeBlocked: () => setBlocked(null),
    sending,
    result,
    close,
    submit,
    send,
  };
}
