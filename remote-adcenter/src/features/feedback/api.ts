/**
 * Feedback (docs/product/api.md#api.calls.feedback). Its images go up first through the kernel's
 * `api.upload` (`/files/upload`).
 */
import { endpoint } from '@adnet/shared';
import type { FeedbackBody } from '../../contract';

export const feedbackApi = {
  feedback: endpoint<null, FeedbackBody>('POST', '/feedback'),
};
