/**
 * The put action of a plan waiting to be put: amount, available balance, optional coupon.
 * The amount is read by the shared amount reader in the UI language: what is sent is the
 * number the field shows, or nothing and a message under the field. Client checks first
 * (range, balance); a put is sent once: the button is disabled while
 * sending, a ref guards a second tap within the same frame, and a retry of the same
 * intention reuses its request_id so the server never takes the money twice — also after a
 * reload mid-flight, which offers the put again (pending-put.ts). The balance is read fresh,
 * never a kept answer (docs/offline.md).
 */
import {
  AmountField,
  ApiError,
  api,
  type Coupon,
  formatAmountInput,
  isFinalAmountError,
  useFormat,
  useOnline,
  useRequest,
} from '@adnet/shared';
import type { ButtonRef } from '@adnet/shared/arco';
import { Button } from '@adnet/shared/arco';
import {
  Card,
  errorMessage,
  NeedsConnection,
  NoAnswerNote,
  SectionTitle,
  toast,
  useFormFocus,
} from '@adnet/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putApi } from '../api';
import { pendingPut } from '../pending-put';
import { checkPutAmount, couponApplies, maxPuttable, readPutAmount } from '../put-amount';
import { sayPutFailure } from '../put-refusal';
import { PutRequestIds } from '../put-request';
import { CouponPicker } from './coupon-picker';
import { PutAmountField } from './put-amount-field';
import { PutReview, type PutReviewing } from './put-review';
import { PutSummary } from './put-summary';
import './put-panel.css';
import type { PlanDetail, PlanOrder } from '#contract';

const COUPON_PAGE_SIZE = 50;

interface Props {
  plan: PlanDetail;
  onPut: (order: PlanOrder) => void;
  amountRef?: React.RefObject<HTMLDivElement | null>;
}

export function PutPanel({ plan, onPut, amountRef }: Props) {
  const { t, i18n } = useTranslation('plan');
  const format = useFormat();
  const money = format.money;
  const lng = i18n.language;
  // one id per intention; a put a reload left without an answer comes back with its id
  const ids = useRef<PutRequestIds | null>(null);
  ids.current ??= new PutRequestIds(undefined, pendingPut(plan.id));
  const restored = ids.current.restored;
  const [amount, setAmount] = useState(() => restored?.amountText ?? '');
  // the balance the amount is checked against, read again after a refusal; a failed read
  // offers a retry in its place; fresh or nothing, never the kept answer
  const property = useRequest(() => api.property({ silent: true, fresh: true }), []);
  const balance = property.data?.available_balance ?? null;
  const balanceFailed = Boolean(property.error) && !property.loading;
  const loadBalance = property.reload;
  // the unused coupons; none when they cannot be read (the put works without)
  const couponList = useRequest(
    () =>
      api
        .couponList({ status: 'unused', page: 1, size: COUPON_PAGE_SIZE }, { silent: true })
        .then((page) => page.list.filter((c) => c.status === 'unused'))
        .catch((): Coupon[] => []),
    [],
  );
  const coupons = couponList.data ?? null;
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  /** why the chosen coupon was taken off (the amount fell below its minimum) */
  const [couponDropped, setCouponDropped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** the put under review, sent only by its Confirm */
  const [review, setReview] = useState<(PutReviewing & { amountText: string }) | null>(null);
  const inFlight = useRef(false);
  const button = useRef<ButtonRef>(null);
  const field = useRef(new AmountField());
  // the restored put's coupon, chosen again once the coupons are in
  useEffect(() => {
    const id = restored?.couponId;
    if (id === undefined || !coupons) return;
    setCoupon((c) => c ?? coupons.find((x) => x.id === id) ?? null);
  }, [coupons, restored]);
  const { formRef, focusError } = useFormFocus();
  // a put needs the network: offline the panel says so and the button waits for it
  const online = useOnline();

  // Arco's Button only styles itself as disabled; assistive technology is told as well. It is
  // the form's submit button (Arco renders type="button"): Enter in the amount puts.
  useEffect(() => {
    const dom = button.current?.dom;
    if (!dom) return;
    dom.type = 'submit';
    dom.setAttribute('aria-disabled', String(sending || !online));
    dom.setAttribute('aria-busy', String(sending));
  }, [sending, online]);

  const limits = { lowest: plan.lowest_amount, highest: plan.highest_amount, balance };
  const shown = field.current.read(amount, lng);

  /** the chosen coupon applies to the amount the field shows now (or needs none when empty) */
  const couponMet = coupon !== null && couponApplies(coupon, shown.ok ? shown.value : '');
  /** the amount would pass the checks: the summary says what it does to the balance */
  const puttable = shown.ok && checkPutAmount(shown.value, limits) === null;
  /** the put the field shows was sent and its answer lost: sending it again is safe */
  const unanswered =
    shown.ok &&
    ids.current.unanswered({ planId: plan.id, amount: shown.value, couponId: coupon?.id });

  /**
   * A chosen coupon that stops applying (the amount fell below its minimum) is taken off, and
   * the panel says why (docs/product/plans.md#plans.put.coupon-dropped). One chosen while the
   * amount is still below its minimum stays, marked with the reason until the amount reaches it.
   */
  const dropCouponBelow = (value: string) => {
    if (!coupon || !couponMet || couponApplies(coupon, value)) return;
    setCoupon(null);
    setCouponDropped(t('coupon.dropped', { name: coupon.name, amount: money(coupon.min_amount) }));
  };

  const changeAmount = (next: string) => {
    field.current.change(amount, next, lng);
    setAmount(next);
    // what no further typing can cure shows at once; the rest waits for the submit
    const now = field.current.read(next, lng);
    setError(!now.ok && isFinalAmountError(now.error) ? t(`common:${now.error}`) : null);
    if (now.ok) dropCouponBelow(now.value);
  };

  // Enter in the amount and a tap both submit the form
  // (docs/product/forms.md#forms.keys.enter-submits)
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current || !online) return;
    // A retry of a put whose answer was lost goes to the server with its request_id whatever
    // the balance now reads: the first send may have lowered it, and the server answers the
    // retry with the first result instead of taking the money again.
    const retry =
      shown.ok &&
      ids.current!.unanswered({ planId: plan.id, amount: shown.value, couponId: coupon?.id });
    const read = readPutAmount(
      amount,
      lng,
      retry ? { ...limits, balance: null } : limits,
      field.current,
    );
    if (!read.ok) {
      setError(t(`common:${read.error}`));
      focusError();
      return;
    }
    const { value } = read;
    if (coupon && !couponApplies(coupon, value)) {
      setError(t('coupon.notMet', { amount: money(coupon.min_amount) }));
      focusError();
      return;
    }
    // nothing is charged on one tap: the review says what leaves now and what comes back
    // (docs/product/plans.md#plans.put.review); its Confirm sends
    setError(null);
    setReview({ amount: value, amountText: amount, coupon, balance: retry ? null : balance });
  };

  const send = async (put: PutReviewing & { amountText: string }) => {
    setReview(null);
    if (inFlight.current || !online) return;
    const { amount: value, coupon: chosen } = put;
    const intent = { planId: plan.id, amount: value, couponId: chosen?.id };
    const request_id = ids.current!.idFor(intent);
    inFlight.current = true;
    setSending(true);
    ids.current!.sending({
      ...intent,
      amountText: put.amountText,
      ...(chosen ? { couponId: chosen.id } : {}),
    });
    try {
      const order = await putApi.planPut(
        {
          id: plan.id,
          amount: value,
          request_id,
          ...(chosen ? { coupon_id: chosen.id } : {}),
        },
        { silent: true },
      );
      ids.current!.done();
      toast.success(t('common:success.put'));
      onPut(order);
    } catch (e) {
      // An answer of the server says the put was not taken; no answer (a timeout, a dropped
      // connection, a proxy's 502) says nothing: the note says sending it again is safe.
      if (e instanceof ApiError) ids.current!.answered();
      else ids.current!.lost();
      sayPutFailure(e, {
        message: errorMessage(e, t),
        field: (m) => {
          setError(m);
          focusError();
        },
        toast: (m) => toast.fail(m),
        reread: loadBalance,
        balanceNow: (available) => t('put.refusedBalance', { amount: money(available) }),
      });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Card className="plan-put" aria-labelledby="plan-put-title" data-testid="put-panel">
      <SectionTitle id="plan-put-title">{t('put.title')}</SectionTitle>
      <div className="plan-put-balance" data-testid="put-balance">
        <span>{t('put.balance')}</span>
        {balanceFailed ? (
          <button type="button" className="plan-link" onClick={() => void loadBalance()}>
            {t('common:action.retry')}
          </button>
        ) : (
          <strong>{balance === null ? '…' : money(balance)}</strong>
        )}
      </div>
      {((restored && ids.current.unanswered(restored)) || unanswered) && (
        <NoAnswerNote className="plan-pending-note" data-testid="put-pending">
          {t('put.pendingNote')}
        </NoAnswerNote>
      )}
      <form ref={formRef} onSubmit={submit} noValidate data-testid="put-form">
        <PutAmountField
          plan={plan}
          amount={amount}
          error={error}
          sending={sending}
          onChange={changeAmount}
          onPaste={() => field.current.paste()}
          onMax={() => {
            const max = formatAmountInput(maxPuttable(limits), lng);
            field.current.set(max, lng);
            setAmount(max);
            setError(null);
            dropCouponBelow(maxPuttable(limits));
          }}
          amountRef={amountRef}
        />
        <CouponPicker
          coupons={coupons}
          selected={coupon}
          amount={shown.ok ? shown.value : ''}
          disabled={sending}
          onSelect={(c) => {
            setCoupon(c);
            setCouponDropped(null);
            setError(null);
          }}
        />
        {couponDropped && (
          <p className="plan-coupon-dropped" role="status" data-testid="coupon-dropped">
            {couponDropped}
          </p>
        )}
        {coupon && !couponMet && (
          <p className="plan-coupon-unmet" role="status" data-testid="coupon-unmet">
            {t('coupon.notMet', { amount: money(coupon.min_amount) })}
          </p>
        )}
        {puttable && <PutSummary amount={shown.value} coupon={couponMet ? coupon : null} />}
        <NeedsConnection text={t('common:offline.needs.put')} />
        <Button
          ref={button}
          className="plan-put-button"
          loading={sending}
          showTextWhenLoading
          disabled={sending || !online}
        >
          {t('put.submit')}
        </Button>
      </form>
      <PutReview
        review={review}
        onConfirm={() => review && void send(review)}
        onCancel={() => setReview(null)}
      />
    </Card>
  );
}
