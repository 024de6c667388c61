/**
 * Feedback (docs/product/ad-centre.md#ad-centre.feedback): topic and content, with up to three
 * optional images; once posted, the page goes where it goes (`onPosted`).
 */

import { rules } from '@adnet/shared';
import {
  ActionButton,
  cardClass,
  FIELD_LIMITS,
  submitOnEnter,
  submitOnModEnter,
  Textarea,
  toast,
  tooLongOf,
  tooLongText,
  useFormFocus,
} from '@adnet/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '#components/forms/report-error.ts';
import { feedbackApi } from '../api';
import { useFeedbackImages } from './feedback-images';
import '#components/forms/form.css';
import './feedback-form.css';

export interface FeedbackFormProps {
  /** after "Posted": the form stays sending, so a second Enter or tap sends nothing */
  onPosted: () => void;
}

export function FeedbackForm({ onPosted }: FeedbackFormProps) {
  const { t } = useTranslation('adcenter');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const { formRef, focusError } = useFormFocus();

  const { urls: imageUrls, uploading, field: imagesField } = useFeedbackImages();

  // Enter in the one-line topic, Ctrl/Cmd+Enter in the content and a tap all submit the form
  // (docs/product/forms.md#forms.keys.textareas); the first field in error, or the message, takes
  // the focus
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const invalid = rules.feedback(subject, content);
    setError(invalid ? t(`common:${invalid}`) : null);
    if (invalid) focusError();
    if (invalid || uploading) return;
    sending.current = true;
    setBusy(true);
    try {
      const urls = imageUrls();
      await feedbackApi.feedback(
        {
          subject: subject.trim(),
          content: content.trim(),
          ...(urls.length ? { images: urls } : {}),
        },
        { silent: true },
      );
      toast.success(t('common:success.posted'));
      // the guard stays set: the page is leaving, and a second Enter or tap must not send again
      onPosted();
    } catch (err) {
      // an over-long field is told under the form, with its name and limit; the rest as a toast
      const long = tooLongOf(err);
      if (long) {
        setError(tooLongText(long, t));
        focusError();
      } else reportError(err);
      sending.current = false;
      setBusy(false);
    }
  };

  // an empty field is the one in error; the message below the fields describes both
  const fieldState = (value: string) => ({
    'aria-invalid': Boolean(error && !value.trim()),
    'aria-describedby': error ? 'adc-feedback-error' : undefined,
  });

  return (
    <form className={cardClass('adc-form adc-feedback')} onSubmit={submit} noValidate ref={formRef}>
      <div className="adn-field" data-testid="field-subject">
        <label htmlFor="adc-feedback-subject" className="adn-field-label">
          {t('feedback.subject')}
        </label>
        {/* one line that counts: Arco's Input has no counter, its Textarea has */}
        <Textarea
          value={subject}
          onChange={(_e, v) => {
            setSubject(v.replace(/[\r\n]+/g, ' '));
            setError(null);
          }}
          placeholder={t('feedback.subjectPlaceholder')}
          rows={1}
          autosize
          maxLength={FIELD_LIMITS.subject}
          showStatistics
          statisticsMaxlength={FIELD_LIMITS.subject}
          border="none"
          id="adc-feedback-subject"
          name="subject"
          className="adc-feedback-subject"
          onKeyDown={submitOnEnter}
          nativeProps={fieldState(subject)}
        />
      </div>
      <div className="adn-field">
        <label htmlFor="adc-feedback-content" className="adn-field-label">
          {t('feedback.content')}
        </label>
        <Textarea
          value={content}
          onChange={(_e, v) => {
            setContent(v);
            setError(null);
          }}
          placeholder={t('feedback.contentPlaceholder')}
          rows={5}
          maxLength={FIELD_LIMITS.content}
          showStatistics
          statisticsMaxlength={FIELD_LIMITS.content}
          border="none"
          id="adc-feedback-content"
          name="content"
          onKeyDown={submitOnModEnter}
          nativeProps={fieldState(content)}
        />
      </div>
      {error && (
        <p
          id="adc-feedback-error"
          className="adn-field-message"
          role="alert"
          data-testid="feedback-error"
        >
          {error}
        </p>
      )}
      {imagesField}
      <ActionButton
        type="primary"
        loading={busy}
        disabled={uploading}
        htmlType="submit"
        className="adc-submit"
      >
        {t('common:action.submit')}
      </ActionButton>
    </form>
  );
}
