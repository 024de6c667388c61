/**
 * /wallet/bind-card: bind or edit a bank card or a wallet address, as the withdrawal
 * config allows (tabs when both are). Submitting needs a change (SPEC §5).
 */
import { api, type BankCard, paths } from '@adnet/shared';
import {
  ActionButton,
  ErrorState,
  FIELD_LIMITS,
  LoadingState,
  requestErrorText,
  submitOnEnter,
  Textarea,
  toast,
  useFormFocus,
  useTabsA11y,
} from '@adnet/shared/ui';
import { Radio, Tabs } from '@arco-design/mobile-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Field } from '../components/field';
import {
  allowedMethods,
  BANK_FIELDS,
  type CardForm,
  editBody,
  formFrom,
  hasChanged,
  isBound,
  type Method,
  validateCard,
} from '../lib/card';
import { useAsync } from '../lib/use-async';
import { useWithdrawConfig } from '../lib/use-withdraw-config';
import './wallet.css';

export function BindCardPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config, failed: configFailed, retry: retryConfig } = useWithdrawConfig();
  const card = useAsync(() => api.bankCardDetail({ silent: true }));
  const methods = useMemo(() => allowedMethods(config), [config]);
  const [method, setMethod] = useState<Method | null>(null);
  const [form, setForm] = useState<CardForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const { formRef, focusError } = useFormFocus();
  const pageRef = useRef<HTMLDivElement>(null);
  const selectMethod = (i: number) => {
    const m = methods[i];
    if (m) {
      setMethod(m);
      setSubmitted(false);
    }
  };
  // Arco's tab cells get tab roles and arrow keys (issue 13 item 2)
  useTabsA11y(pageRef, undefined, method ? methods.indexOf(method) : -1, selectMethod);

  const bound: BankCard | null = card.data ?? null;

  // Prefill once the card is known; pick the asked, the bound or the first allowed method.
  useEffect(() => {
    if (card.data === undefined || methods.length === 0) return;
    if (!form) setForm(formFrom(card.data));
    if (method && methods.includes(method)) return;
    const asked = params.get('method') as Method | null;
    const pick =
      (asked && methods.includes(asked) ? asked : null) ??
      (card.data && methods.includes(card.data.method) ? card.data.method : null) ??
      methods[0]!;
    setMethod(pick);
  }, [card.data, methods, method, form, params]);

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
  if (!config || card.data === undefined || !form || !method) {
    if (config && methods.length === 0) {
      return <p className="wal-page wal-muted wal-center">{t('bindCard.unavailable')}</p>;
    }
    return <LoadingState />;
  }

  const errors = submitted ? validateCard(method, form) : {};
  const changed = hasChanged(method, form, bound);
  const set = (field: keyof CardForm) => (value: string) =>
    setForm((f) => (f ? { ...f, [field]: value } : f));

  // Enter in a field and a tap on the button both submit the form (README "Keyboard")
  const submit = async () => {
    if (sending.current || !changed) return;
    setSubmitted(true);
    if (Object.keys(validateCard(method, form)).length > 0) {
      focusError();
      return;
    }
    sending.current = true;
    setSaving(true);
    try {
      const saved = await api.bankCardEdit(editBody(method, form), { silent: true });
      card.set(saved);
      setForm(formFrom(saved));
      setSubmitted(false);
      toast.success(t('common:success.bind'));
      navigate(paths.wallet, { replace: true });
    } catch (e) {
      // an over-long field says which and its limit
      toast.fail(requestErrorText(e));
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  const isBoundNow = isBound(bound, method);
  const networks = config.networks ?? [];

  return (
    <div className="wal-page wal-bind" ref={pageRef}>
      {methods.length > 1 && (
        <Tabs
          className="wal-bind-tabs"
          tabs={methods.map((m) => ({ title: t(`bindCard.tabs.${m}`) }))}
          activeTab={methods.indexOf(method)}
          onChange={(_tab, i) => selectMethod(i)}
          useCaterpillar
        >
          {methods.map((m) => (
            <div key={m} />
          ))}
        </Tabs>
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
        <p className={`wal-bind-status${isBoundNow ? ' is-bound' : ''}`} data-testid="bind-status">
          {isBoundNow ? t('bindCard.bound') : t('bindCard.notBound')}
        </p>
        {method === 'bank_card' ? (
          BANK_FIELDS.map((f) =>
            COUNTED.has(f) ? (
              <CountedField
                key={f}
                name={f}
                label={t(`bindCard.fields.${f}`)}
                placeholder={t(`bindCard.placeholders.${f}`)}
                value={form[f]}
                onChange={set(f)}
                error={
                  errors[f] ? t(errors[f].includes(':') ? errors[f] : `common:${errors[f]}`) : null
                }
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
                type={f === 'mobile' ? 'tel' : 'text'}
                inputMode={f === 'mobile' ? 'tel' : f === 'bank_account' ? 'numeric' : 'text'}
                maxLength={FIELD_LIMITS[f]}
              />
            ),
          )
        ) : (
          <>
            <Field
              name="wallet_address"
              label={t('bindCard.fields.wallet_address')}
              placeholder={t('bindCard.placeholders.wallet_address')}
              value={form.wallet_address}
              onChange={set('wallet_address')}
              error={errors.wallet_address}
              maxLength={FIELD_LIMITS.wallet_address}
            />
            <div
              className={`wal-field${errors.network ? ' is-error' : ''}`}
              data-testid="field-network"
            >
              <span className="wal-field-label" id="wallet-network-label">
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
                <p className="wal-field-message" role="alert" data-testid="error-network">
                  {t(`common:${errors.network}`)}
                </p>
              )}
            </div>
          </>
        )}
        <ActionButton htmlType="submit" disabled={!changed} loading={saving} className="wal-submit">
          {isBoundNow ? t('bindCard.save') : t('bindCard.bind')}
        </ActionButton>
        {!changed && isBoundNow && (
          <p className="wal-muted wal-center">{t('bindCard.unchanged')}</p>
        )}
      </form>
    </div>
  );
}

/** The long free-text fields show a counter (this app's choice, sandbox README "Field limits"). */
const COUNTED = new Set<string>(['branch_name', 'bank_address']);

interface CountedFieldProps {
  name: 'branch_name' | 'bank_address' | (string & {});
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** localized */
  error: string | null;
}

/**
 * One line with the server's limit and a counter: Arco's Input has no counter, its Textarea
 * has (`showStatistics`); line breaks become spaces, and Enter submits as in a one-line input. Same markup hooks as the shared Field.
 */
function CountedField({ name, label, placeholder, value, onChange, error }: CountedFieldProps) {
  const id = `field-${name}`;
  const max = FIELD_LIMITS[name as keyof typeof FIELD_LIMITS];
  return (
    <div
      className={`adn-field wal-field${error ? ' adn-field-error' : ''}`}
      data-testid={`field-${name}`}
    >
      <label htmlFor={id} className="adn-field-label">
        {label}
      </label>
      <Textarea
        id={id}
        name={name}
        value={value}
        placeholder={placeholder}
        onChange={(_e, v) => onChange(v.replace(/[\r\n]+/g, ' '))}
        rows={1}
        autosize
        maxLength={max}
        showStatistics
        statisticsMaxlength={max}
        border="none"
        onKeyDown={submitOnEnter}
        nativeProps={{
          autoComplete: 'off',
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
        }}
      />
      {error && (
        <p
          id={`${id}-error`}
          className="adn-field-message"
          role="alert"
          data-testid={`error-${name}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
