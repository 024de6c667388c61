/** /ad-center/operated: follow an operator ID, and the follow records. */

import { ApiError, type Page, rules, session, useFormat, userInfoAtom } from '@adnet/shared';
import {
  ActionButton,
  cardClass,
  FIELD_LIMITS,
  Field,
  InfiniteList,
  SectionTitle,
  StatusTag,
  toast,
  tooLongOf,
  tooLongText,
  useFieldState,
  useFormFocus,
} from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { reportError } from '../../../components/forms/report-error';
import type { AssistanceRecord } from '../api';
import { operatorFollowApi } from '../api';
import '../../../components/forms/form.css';
import './operator-follow.css';

const FIELD_REASONS = new Set(['operator_id_invalid', 'operator_id_same']);

export interface OperatedData {
  /** page 1 of the follow records, started by the route's loader */
  firstPage: Promise<Page<AssistanceRecord>> | undefined;
}

export function OperatedPage() {
  const { firstPage } = useLoaderData() as OperatedData;
  const { t } = useTranslation('adcenter');
  const format = useFormat();
  const user = useAtomValue(userInfoAtom);
  const current = user?.operator_id ?? '';
  const { value, setValue, setError, bind } = useFieldState();
  const [busy, setBusy] = useState(false);
  const reload = useRef<(() => void) | null>(null);
  const sending = useRef(false);
  const { formRef, resultRef, focusError, focusResult } = useFormFocus<HTMLParagraphElement>();

  // Enter in the ID and a tap both submit; focus goes to the field in error, or after a follow
  // to the line naming the current operator (docs/product/forms.md#forms.focus.result)
  const follow = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const invalid = rules.operatorId(value, current);
    setError(invalid ? t(`common:${invalid}`) : null);
    if (invalid) {
      focusError();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await operatorFollowApi.follow({ operator_id: value.trim() }, { silent: true });
      toast.success(t('operated.followed'));
      setValue('');
      await session.refreshUserInfo().catch(() => {});
      reload.current?.();
      focusResult();
    } catch (err) {
      const long = tooLongOf(err);
      if (err instanceof ApiError && err.reason && FIELD_REASONS.has(err.reason)) {
        setError(t(`common:errors.reason.${err.reason}`));
        focusError();
      } else if (long) {
        setError(tooLongText(long, t));
        focusError();
      } else {
        reportError(err);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const fetchPage = useCallback(
    (page: number, size: number) => operatorFollowApi.assistanceList({ page, size }),
    [],
  );

  return (
    <div className="adc-operated">
      <form className={cardClass('adc-form')} onSubmit={follow} noValidate ref={formRef}>
        <p
          className="adc-operated-current"
          data-testid="current-operator"
          ref={resultRef}
          tabIndex={-1}
        >
          {t('operated.current')}: <strong>{current || t('operated.none')}</strong>
        </p>
        <Field
          name="operator_id"
          label={t('operated.operatorId')}
          placeholder={t('operated.placeholder')}
          {...bind}
          autoComplete="off"
          maxLength={FIELD_LIMITS.operator_id}
        />
        <ActionButton type="primary" htmlType="submit" loading={busy} className="adc-submit">
          {t('operated.follow')}
        </ActionButton>
      </form>
      <SectionTitle className="adc-records-title">{t('operated.records')}</SectionTitle>
      <InfiniteList<AssistanceRecord>
        fetchPage={fetchPage}
        first={firstPage}
        reloadRef={reload}
        itemKey={(r) => r.id}
        emptyText={t('operated.empty')}
        renderItem={(r) => (
          <article
            className={cardClass('adc-record', { item: true })}
            data-testid="follow-record"
            data-status={r.status}
          >
            <div>
              <strong>{r.operator_id}</strong>
              <span className="adn-muted">{format.dateTime(r.created_at)}</span>
            </div>
            <StatusTag
              tone={r.status === 'following' ? 'success' : 'neutral'}
              data-testid="follow-status"
            >
              {t(`operated.status.${r.status}`)}
            </StatusTag>
          </article>
        )}
      />
    </div>
  );
}
