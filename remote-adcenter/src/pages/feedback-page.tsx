/** /ad-center/feedback: topic and content, with up to three optional images. */

import { api, rules } from '@adnet/shared';
import type { ImagePickItem } from '@adnet/shared/arco';
import { ImagePicker, Progress } from '@adnet/shared/arco';
import {
  ActionButton,
  cardClass,
  errorMessage,
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
import { useNavigate } from 'react-router';
import { isSessionError, reportError } from '../components/forms/report-error';
import { feedbackApi } from '../features/feedback/api';
import { paths } from '../paths';
import '../components/forms/form.css';
import './feedback-page.css';

/** This app's choice: three screenshots are enough to show a problem (README.md). */
export const MAX_FEEDBACK_IMAGES = 3;

export function FeedbackPage() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [images, setImages] = useState<ImagePickItem[]>([]);
  /** why an image was not taken: said under the images, not in a toast over the form */
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Map<File, number>>(new Map());
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const { formRef, focusError } = useFormFocus();
  const rejected = useRef(new WeakSet<File>());

  const onImagesChange = (list: ImagePickItem[]) => {
    let refused: string | null = null;
    const kept = list.filter((item) => {
      if (!item.file || rejected.current.has(item.file)) return !item.file;
      const invalid = rules.image(item.file);
      if (invalid) {
        rejected.current.add(item.file);
        refused = t(`common:${invalid}`);
        return false;
      }
      return true;
    });
    setImageError(refused);
    setImages(kept);
  };

  const upload = async (item: ImagePickItem): Promise<ImagePickItem | null> => {
    const file = item.file;
    if (!file || rules.image(file)) throw new Error('rejected');
    try {
      // silent: the page says a refusal under the images itself
      const { url } = await api.upload(
        file,
        (percent) => setProgress((p) => new Map(p).set(file, percent)),
        { silent: true },
      );
      return { ...item, url, status: 'loaded' };
    } catch (e) {
      // the server refusing the image (too large, not an image) is said under the images
      if (!isSessionError(e)) setImageError(errorMessage(e));
      throw e;
    }
  };

  const uploading = images.some((i) => i.status === 'loading');

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
      const urls = images.filter((i) => i.status === 'loaded' && i.file).map((i) => i.url);
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
      navigate(paths.adCenter, { replace: true });
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
      <div className="adn-field">
        <span className="adn-field-label">{t('feedback.images')}</span>
        <ImagePicker
          images={images}
          onChange={onImagesChange}
          upload={upload}
          limit={MAX_FEEDBACK_IMAGES}
          accept="image/*"
          columns={3}
          renderLoading={(index) => {
            const file = index === undefined ? undefined : images[index]?.file;
            const pct = (file && progress.get(file)) ?? 0;
            return (
              <div className="adc-upload-progress" data-testid="upload-progress">
                <span>{t('feedback.uploading', { percent: pct })}</span>
                <Progress percentage={pct} showPercent={false} mountedTransition={false} />
              </div>
            );
          }}
        />
        <p className="adn-muted">{t('feedback.imagesHint', { count: MAX_FEEDBACK_IMAGES })}</p>
        {imageError && (
          <p className="adn-field-message" role="alert" data-testid="feedback-image-error">
            {imageError}
          </p>
        )}
      </div>
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
