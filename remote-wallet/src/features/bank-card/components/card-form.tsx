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
import { Tabs } from '@adnet/shared/arco';
import {
  ActionButton,
  cardClass,
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
import { type BankCard, bankCardApi } from '#lib/bank-card/api.ts';
import {
  type CardForm as CardFormValues,
  describeDestination,
  editBody,
  formFrom,
  hasChanged,
  hasPayout,
  isBound,
  type Method,
  validateCard,
} from '#lib/bank-card/card.ts';
import { paths } from '#paths';
import { BindRequestIds } from '../bind-request';
import { CardFields } from './card-fields';
import '#components/forms/field.css';
import '#components/forms/text.css';
import './card-form.css';

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
  const keep = (f: 'bank_account' | 'wallet_address') => {
    setRetyping((r) => ({ ...r, [f]: false }));
    setForm((v) => ({ ...v, [f]: formFrom(bound)[f] }));
  };
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
        <CardFields
          method={method}
          form={form}
          errors={errors}
          set={set}
          refusedText={refusedText}
          isBoundNow={isBoundNow}
          retyping={retyping}
          bound={bound}
          networks={networks}
          onRetype={startRetyping}
          onKeep={keep}
        />
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
