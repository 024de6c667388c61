/** Feedback and its image upload (SPEC §7). */
import { type RequestOptions, request } from '@adnet/shared';

export interface FeedbackBody {
  subject: string;
  content: string;
  images?: string[];
}

export interface UploadResult {
  url: string;
}

export const feedbackApi = {
  upload: (file: Blob, onProgress?: (percent: number) => void, o?: RequestOptions) => {
    const form = new FormData();
    form.append('file', file);
    return request<UploadResult>('POST', '/files/upload', form, { ...o, onProgress });
  },
  feedback: (b: FeedbackBody, o?: RequestOptions) => request<null>('POST', '/feedback', b, o),
};
