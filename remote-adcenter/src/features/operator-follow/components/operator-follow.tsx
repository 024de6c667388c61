/**
 * Following an operator (docs/product/ad-centre.md#ad-centre.follow): the operator followed now,
 * and an operator ID to follow instead. After a follow the user info is read again, the page's
 * records are told (`onFollowed`) and the focus goes to the line naming the current operator.
 */

import { ApiError, rules, session, userInfoAtom } from '@adnet/shared';
import {
  ActionButton,
  cardClass,
  FIELD_LIMITS,
  Field,
  toast,
  tooLongOf,
  tooLongText,
  useFieldState,
  useFormFocus,
} from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '#components/forms/report-error.ts';
import { operatorFollowApi } from '../api';
import '#components/forms/form.css';
import './operator-follow.css';

const FIELD_REASONS = new Set(['operator_id_invalid', 'operator_id_same']);

export interface OperatorFollowFormProps {
  /** after a follow, once the user info is read again */
  onFollowed: () => void;
}

export function OperatorFollowForm({ onFollowed }: OperatorFollowFormProps) {
  const { t } = useTranslation('adcenter');
  const user = useAtomValue(userInfoAtom);
  const current = user?.operator_id ?? '';
  const { value, setValue, setError, bind } = useFieldState();
  const [busy, setBusy] = useState(false);
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
      onFollowed();
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

  return (
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
  );
}
