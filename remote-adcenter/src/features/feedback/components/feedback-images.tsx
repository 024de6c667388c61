/**
 * The feedback's optional images (docs/product/ad-centre.md#ad-centre.feedback.images): each
 * checked when picked and uploaded at once with its progress; a refused image, by the rule or by
 * the server, is said under the images, not in a toast over the form.
 */
import { api, rules } from '@adnet/shared';
import type { ImagePickItem } from '@adnet/shared/arco';
import { ImagePicker, Progress } from '@adnet/shared/arco';
import { errorMessage } from '@adnet/shared/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionError } from '#components/forms/report-error.ts';

/** This app's choice: three screenshots are enough to show a problem (README.md). */
export const MAX_FEEDBACK_IMAGES = 3;

export interface FeedbackImages {
  /** the URLs of the images uploaded */
  urls: () => string[];
  /** an upload is under way: the form waits */
  uploading: boolean;
  /** the picker with its hint and its message */
  field: ReactNode;
}

export function useFeedbackImages(): FeedbackImages {
  const { t } = useTranslation('adcenter');
  const [images, setImages] = useState<ImagePickItem[]>([]);
  /** why an image was not taken */
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Map<File, number>>(new Map());
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
    // Arco calls this again as an upload moves on: the message goes only with a new pick
    const added = kept.some((item) => item.file && !images.some((i) => i.file === item.file));
    if (refused) setImageError(refused);
    else if (added || kept.length < images.length) setImageError(null);
    setImages(kept);
  };

  const upload = async (item: ImagePickItem): Promise<ImagePickItem | null> => {
    const file = item.file;
    if (!file || rules.image(file)) throw new Error('rejected');
    try {
      // silent: a refusal (too large, not an image) is said under the images
      const { url } = await api.upload(
        file,
        (percent) => setProgress((p) => new Map(p).set(file, percent)),
        { silent: true },
      );
      return { ...item, url, status: 'loaded' };
    } catch (e) {
      if (!isSessionError(e)) setImageError(errorMessage(e));
      throw e;
    }
  };

  const field = (
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
  );

  return {
    urls: () => images.filter((i) => i.status === 'loaded' && i.file).map((i) => i.url),
    uploading: images.some((i) => i.status === 'loading'),
    field,
  };
}
