/**
 * The acceptor look-up: a personal or enterprise acceptor found by its acceptance code; a
 * found one shows its limit and rate, with customer service to carry out the exchange.
 */
import { ApiError, dialogs, useMoney } from '@adnet/shared';
import { Button, Tabs } from '@adnet/shared/arco';
import {
  ActionButton,
  cardClass,
  errorMessage,
  FIELD_LIMITS,
  toast,
  useFieldState,
  useFormFocus,
  useTabsA11y,
} from '@adnet/shared/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#components/forms/field.tsx';
import '#components/forms/field.css';
import { type Acceptor, type AcceptorKind, foreignExchangeApi } from '../api';
import { KindTag } from './kind-tag';
import './acceptor-lookup.css';

const KINDS: AcceptorKind[] = ['personal', 'enterprise'];

export function AcceptorLookup() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [kind, setKind] = useState<AcceptorKind>('personal');
  const { value: code, setError: setCodeError, bind } = useFieldState();
  const [acceptor, setAcceptor] = useState<Acceptor | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const { formRef, resultRef, focusError, focusResult } = useFormFocus<HTMLDivElement>();

  // Enter in the code and a tap both submit; focus goes to the acceptor found or to the
  // field in error (docs/product/forms.md#forms.focus.result)
  const lookUp = async () => {
    if (sending.current) return;
    if (!code.trim()) {
      setCodeError('validation.required');
      focusError();
      return;
    }
    sending.current = true;
    setBusy(true);
    setAcceptor(null);
    try {
      setAcceptor(
        await foreignExchangeApi.acceptorDetail({ kind, code: code.trim() }, { silent: true }),
      );
      setCodeError(null);
      focusResult();
    } catch (e) {
      if (e instanceof ApiError && e.reason === 'acceptance_code_error') {
        setCodeError('errors.reason.acceptance_code_error');
        focusError();
      } else {
        toast.fail(errorMessage(e));
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const kindsRef = useRef<HTMLElement>(null);
  const chooseKind = (i: number) => {
    const k = KINDS[i];
    if (!k) return;
    setKind(k);
    setAcceptor(null);
    setCodeError(null);
  };
  // tab roles and arrow keys on Arco's tab cells (docs/product/forms.md#forms.keys.action-grid)
  useTabsA11y(kindsRef, t('fx.kindLabel'), KINDS.indexOf(kind), chooseKind);

  return (
    <section className={cardClass('wal-fx-form')} aria-label={t('fx.kindLabel')} ref={kindsRef}>
      <Tabs
        className="wal-fx-kinds"
        type="card"
        tabs={KINDS.map((k) => ({ title: t(`fx.kinds.${k}`) }))}
        activeTab={KINDS.indexOf(kind)}
        onChange={(_tab, i) => chooseKind(i)}
      >
        {KINDS.map((k) => (
          <div key={k} />
        ))}
      </Tabs>
      <form
        noValidate
        ref={formRef}
        onSubmit={(e) => {
          e.preventDefault();
          void lookUp();
        }}
      >
        <Field
          name="acceptance_code"
          label={t('fx.code')}
          placeholder={t('fx.codePlaceholder')}
          {...bind}
          maxLength={FIELD_LIMITS.acceptance_code}
        />
        <ActionButton htmlType="submit" loading={busy} className="wal-submit">
          {t('fx.query')}
        </ActionButton>
      </form>

      {acceptor && (
        <div
          className="wal-acceptor"
          data-testid="acceptor"
          data-kind={acceptor.kind}
          ref={resultRef}
          tabIndex={-1}
        >
          <div className="wal-acceptor-head">
            <strong data-testid="acceptor-name">{acceptor.name}</strong>
            <KindTag kind={acceptor.kind} />
          </div>
          <dl>
            <div>
              <dt>{t('fx.limit')}</dt>
              <dd data-testid="acceptor-limit">{money(acceptor.limit, acceptor.currency)}</dd>
            </div>
            <div>
              <dt>{t('fx.rate')}</dt>
              <dd>{acceptor.rate}</dd>
            </div>
          </dl>
          <Button type="ghost" onClick={() => dialogs.customerService()} className="wal-submit">
            {t('fx.contact')}
          </Button>
        </div>
      )}
    </section>
  );
}
