/**
 * The bank-card form: bind or edit a bank card or a wallet address, as the withdrawal
 * config allows (tabs when both are). Submitting needs a change
 * (docs/product/wallet.md#wallet.bind.change-needed). Each intended binding carries its
 * request_id through retries and a reload mid-flight (bind-request.ts).
 */
import {
  ApiError,
  session,
  store,
  useOnline,
  userInfoAtom,
  type WithdrawMethodConfig,
} from '@adnet/shared';
import { Radio, Tabs } from '@adnet/shared/arco';
import {
  ActionButton,
  cardClass,
  FIELD_LIMITS,
  NeedsConnection,
  PasswordDialog,
  refusedField,
  requestErrorText,
  StatusTag,
  toast,
  useFormFocus,
  useTabsA11y,
} from '@adnet/shared/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/forms/field';
import { type BankCard, bankCardApi } from '../../../lib/bank-card/api';
import {
  BANK_FIELDS,
  type CardForm as CardFormValues,
  describeDestination,
  editBody,
  formFrom,
  hasChanged,
  hasPayout,
  isBound,
  type Method,
  maskAccount,
  maskAddress,
  validateCard,
} from '../../../lib/bank-card/card';
import { paths } from '../../../paths';
import { BindRequestIds } from '../bind-request';
import { MaskedValue } from './masked-value';
import '../../../components/forms/field.css';
import '../../../components/forms/text.css';
import './card-form.css';

/** The long free-text fields show a counter (docs/product/forms.md#forms.limits). */
const COUNTED = new Set<string>(['branch_name', 'bank_address']);

export interface CardFormProps {
  config: WithdrawMethodConfig;
  /** the methods the config allows (at least one) */
  methods: Method[];
  /** the method shown first: the asked, the bound or the first allowed */
  initialMethod: Method;
  /** what is bound now (null: nothing) */
  bound: BankCard | null;
  onSaved: (card: BankCard) => void;
}

export function CardForm({ config, methods, initialMethod, bound, onSaved }: CardFormProps) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  // a binding a reload left without an answer comes back with its details and its id
  const ids = useRef<BindRequestIds | null>(null);
  ids.current ??= new BindRequestIds();
  const restored = ids.current.restored;
  const [picked, setMethod] = useState<Method>(() =>
    restored && methods.includes(restored.method) ? restored.method : initialMethod,
  );
  const [form, setForm] = useState<CardFormValues>(() => formFrom(restored ?? bound));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  /** the bound account or address is typed anew (else it shows masked and is kept) */
  const [retyping, setRetyping] = useState<{ bank_account: boolean; wallet_address: boolean }>(
    () => ({
      bank_account: !!restored && restored.bank_account !== (bound?.bank_account ?? ''),
      wallet_address: !!restored && restored.wallet_address !== (bound?.wallet_address ?? ''),
    }),
  );
  /** a field the server refused, with its words: said under that field, not in a toast */
  const [refused, setRefused] = useState<{ field: string; text: string } | null>(null);
  const sending = useRef(false);
  const { formRef, focusError } = useFormFocus();
  // binding needs the network: offline the form says so and its button waits for it
  const online = useOnline();
  // the config may change under the form: a method it no longer allows is not shown
  const method = methods.includes(picked) ? picked : methods[0]!;

  const errors = submitted ? validateCard(method, form) : {};
  const changed = hasChanged(method, form, bound);
  const set = (field: keyof CardFormValues) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setRefused((r) => (r?.field === field ? null : r));
  };
  const refusedText = (field: string) => (refused?.field === field ? refused.text : null);

  // Enter in a field and a tap on the button both submit the form
  // (docs/product/forms.md#forms.keys.enter-submits)
  const submit = async () => {
    if (sending.current || !changed || !online) return;
    setSubmitted(true);
    if (Object.keys(validateCard(method, form)).length > 0) {
      focusError();
      return;
    }
    // Changing where withdrawals go asks for the transaction password, as a withdrawal does.
    if (hasPayout(bound)) {
      if (!store.get(userInfoAtom)?.has_pay_password) {
        await session.refreshUserInfo().catch(() => {});
        if (!store.get(userInfoAtom)?.has_pay_password) {
          toast.info(t('common:errors.reason.pay_password_not_set'));
          navigate(paths.setPassword);
          return;
        }
      }
      setPasswordOpen(true);
      return;
    }
    await save();
  };

  const save = async () => {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    // the words match the action: a first binding is "Bound successfully", a change of what
    // is bound (the password was asked for it) "Payout details updated"
    const done = hasPayout(bound) ? t('bindCard.updated') : t('common:success.bind');
    try {
      const body = editBody(method, form);
      const request_id = ids.current!.sending(body);
      const saved = await bankCardApi.bankCardEdit({ ...body, request_id }, { silent: true });
      ids.current!.answered();
      onSaved(saved);
      setForm(formFrom(saved));
      setRetyping({ bank_account: false, wallet_address: false });
      setSubmitted(false);
      setRefused(null);
      toast.success(done);
      navigate(paths.wallet, { replace: true });
    } catch (e) {
      // a refusal is an answer (the next try is a new intention); no answer keeps the id
      if (e instanceof ApiError) ids.current!.answered();
      // a field the server refused (too long, invalid) is told under it, with its limit;
      // anything else is a toast
      const field = refusedField(e);
      const input = field
        ? formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)
        : null;
      if (field && input) {
        setRefused({ field, text: requestErrorText(e) });
        requestAnimationFrame(() => input.focus());
      } else toast.fail(requestErrorText(e));
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  const tabsRef = useRef<HTMLDivElement>(null);
  const chooseMethod = (i: number) => {
    const m = methods[i];
    if (m) {
      setMethod(m);
      setSubmitted(false);
    }
  };
  // tab roles and arrow keys on Arco's tab cells (docs/product/forms.md#forms.keys.action-grid)
  useTabsA11y(tabsRef, undefined, methods.indexOf(method), chooseMethod);

  const isBoundNow = isBound(bound, method);

  /** Types a new account in place of the bound one: the field starts empty and takes the focus. */
  const startRetyping = (f: 'bank_account' | 'wallet_address') => {
    setRetyping((r) => ({ ...r, [f]: true }));
    setForm((v) => ({ ...v, [f]: '' }));
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${f}"]`)?.focus(),
    );
  };
  const keepButton = (f: 'bank_account' | 'wallet_address') => (
    <button
      type="button"
      className="adn-link"
      onClick={() => {
        setRetyping((r) => ({ ...r, [f]: false }));
        setForm((v) => ({ ...v, [f]: formFrom(bound)[f] }));
      }}
      data-testid={`keep-${f}`}
    >
      {t('bindCard.keepCurrent')}
    </button>
  );
  const networks = config.networks ?? [];

  return (
    <>
      {methods.length > 1 && (
        <div ref={tabsRef}>
          <Tabs
            className={cardClass('wal-bind-tabs', { flush: true })}
            tabs={methods.map((m) => ({ title: t(`bindCard.tabs.${m}`) }))}
            activeTab={methods.indexOf(method)}
            onChange={(_tab, i) => chooseMethod(i)}
            useCaterpillar
          >
            {methods.map((m) => (
              <div key={m} />
            ))}
          </Tabs>
        </div>
      )}

      <form
        className="wal-card-form"
        data-testid="bind-form"
        data-method={method}
        noValidate
        ref={formRef}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="wal-bind-status">
          <StatusTag tone={isBoundNow ? 'success' : 'neutral'} data-testid="bind-status">
            {isBoundNow ? t('bindCard.bound') : t('bindCard.notBound')}
          </StatusTag>
        </p>
        {method === 'bank_card' ? (
          BANK_FIELDS.map((f) =>
            f === 'bank_account' && isBoundNow && !retyping.bank_account ? (
              <MaskedValue
                key={f}
                name={f}
                label={t(`bindCard.fields.${f}`)}
                masked={maskAccount(bound?.bank_account ?? '')}
                onChange={() => startRetyping(f)}
              />
            ) : (
              <Field
                key={f}
                name={f}
                label={t(`bindCard.fields.${f}`)}
                placeholder={t(`bindCard.placeholders.${f}`)}
                value={form[f]}
                onChange={set(f)}
                error={errors[f]}
                errorText={refusedText(f)}
                type={f === 'mobile' ? 'tel' : 'text'}
                inputMode={f === 'mobile' ? 'tel' : f === 'bank_account' ? 'numeric' : 'text'}
                maxLength={FIELD_LIMITS[f]}
                counted={COUNTED.has(f)}
                suffix={f === 'bank_account' && isBoundNow ? keepButton(f) : undefined}
              />
            ),
          )
        ) : (
          <>
            {isBoundNow && !retyping.wallet_address ? (
              <MaskedValue
                name="wallet_address"
                label={t('bindCard.fields.wallet_address')}
                masked={maskAddress(bound?.wallet_address ?? '')}
                onChange={() => startRetyping('wallet_address')}
              />
            ) : (
              <Field
                name="wallet_address"
                label={t('bindCard.fields.wallet_address')}
                placeholder={t('bindCard.placeholders.wallet_address')}
                value={form.wallet_address}
                onChange={set('wallet_address')}
                error={errors.wallet_address}
                errorText={refusedText('wallet_address')}
                maxLength={FIELD_LIMITS.wallet_address}
                suffix={isBoundNow ? keepButton('wallet_address') : undefined}
              />
            )}
            <div
              className={`adn-field${errors.network ? ' adn-field-error' : ''}`}
              data-testid="field-network"
            >
              <span className="adn-field-label" id="wallet-network-label">
                {t('bindCard.fields.network')}
              </span>
              <Radio.Group
                value={form.network || null}
                onChange={(v) => set('network')(String(v))}
                layout="inline"
                className="wal-networks"
                aria-labelledby="wallet-network-label"
              >
                {networks.map((n) => (
                  <Radio key={n} value={n}>
                    {n}
                  </Radio>
                ))}
              </Radio.Group>
              {errors.network && (
                <p className="adn-field-message" role="alert" data-testid="error-network">
                  {t(`common:${errors.network}`)}
                </p>
              )}
            </div>
          </>
        )}
        <NeedsConnection text={t('common:offline.needs.bind')} />
        <ActionButton
          htmlType="submit"
          disabled={!changed || !online}
          loading={saving}
          className="wal-submit"
        >
          {isBoundNow ? t('bindCard.save') : t('bindCard.bind')}
        </ActionButton>
        {!changed && isBoundNow && (
          <p className="adn-caption wal-center">{t('bindCard.unchanged')}</p>
        )}
      </form>
      <PasswordDialog
        visible={passwordOpen}
        title={t('bindCard.passwordTitle')}
        detail={t('bindCard.passwordDetail', {
          destination: describeDestination(editBody(method, form), method),
        })}
        onOk={save}
        onClose={() => setPasswordOpen(false)}
      />
    </>
  );
}
