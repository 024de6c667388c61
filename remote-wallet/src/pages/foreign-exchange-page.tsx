/**
 * /wallet/foreign-exchange: a personal or enterprise acceptor found by its acceptance code,
 * and the merchant's acceptor transaction records. The header is transparent over the hero.
 */
import {
  type Acceptor,
  type AcceptorKind,
  type AcceptorOrder,
  ApiError,
  api,
  dialogs,
  formatDateTime,
  useMoney,
} from '@adnet/shared';
import {
  ActionButton,
  errorMessage,
  FIELD_LIMITS,
  InfiniteList,
  toast,
  useFormFocus,
  useTabsA11y,
} from '@adnet/shared/ui';
import { Button, Tabs } from '@arco-design/mobile-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../components/field';
import './wallet.css';

const KINDS: AcceptorKind[] = ['personal', 'enterprise'];

export function ForeignExchangePage() {
  const { t, i18n } = useTranslation('wallet');
  const money = useMoney();
  const lng = i18n.language;
  const [kind, setKind] = useState<AcceptorKind>('personal');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [acceptor, setAcceptor] = useState<Acceptor | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const kindsRef = useRef<HTMLElement>(null);
  const selectKind = (i: number) => {
    const k = KINDS[i];
    if (!k) return;
    setKind(k);
    setAcceptor(null);
    setCodeError(null);
  };
  // Arco's tab cells get tab roles and arrow keys (issue 13 item 2)
  useTabsA11y(kindsRef, t('fx.kindLabel'), KINDS.indexOf(kind), selectKind);
  const { formRef, resultRef, focusError, focusResult } = useFormFocus<HTMLDivElement>();

  const fetchOrders = useCallback(
    (page: number, size: number) => api.acceptorOrders({ page, size }, { silent: true }),
    [],
  );

  // Enter in the code and a tap both submit; focus goes to the acceptor found or to the
  // field in error (README "Keyboard")
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
      setAcceptor(await api.acceptorDetail({ kind, code: code.trim() }, { silent: true }));
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

  return (
    <div className="wal-page wal-fx">
      <header className="wal-fx-hero">
        <h2>{t('fx.heroTitle')}</h2>
        <p>{t('fx.heroText')}</p>
      </header>

      <section className="wal-card wal-fx-form" aria-label={t('fx.kindLabel')} ref={kindsRef}>
        <Tabs
          className="wal-fx-kinds"
          type="card"
          tabs={KINDS.map((k) => ({ title: t(`fx.kinds.${k}`) }))}
          activeTab={KINDS.indexOf(kind)}
          onChange={(_tab, i) => selectKind(i)}
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
            value={code}
            onChange={(v) => {
              setCode(v);
              if (codeError) setCodeError(null);
            }}
            error={codeError}
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
              <span className="wal-tag">{t(`fx.kinds.${acceptor.kind}`)}</span>
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

      <section className="wal-fx-records">
        <h3 className="wal-section-title">{t('fx.records')}</h3>
        <InfiniteList<AcceptorOrder>
          fetchPage={fetchOrders}
          itemKey={(o) => o.id}
          emptyText={t('fx.recordsEmpty')}
          renderItem={(o) => (
            <article className="wal-order" data-testid="acceptor-order" data-status={o.status}>
              <div className="wal-order-head">
                <span className="wal-muted">{o.order_no}</span>
                <span className={`wal-status wal-status-${o.status}`}>
                  {t(`fx.status.${o.status}`)}
                </span>
              </div>
              <div className="wal-order-main">
                <span>
                  {o.acceptor_name}
                  <span className="wal-tag">{t(`fx.kinds.${o.kind}`)}</span>
                </span>
                <strong>{money(o.amount, o.currency)}</strong>
              </div>
              <time className="wal-muted" dateTime={o.created_at}>
                {formatDateTime(o.created_at, lng)}
              </time>
            </article>
          )}
        />
      </section>
    </div>
  );
}
