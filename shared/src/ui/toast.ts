/**
 * Toasts of 2000 ms (docs/product/forms.md#forms.toast.duration; Arco's own default is 3000), in
 * one place: at the top of the page, just under the header, where the offline banner shows too
 * (not in the middle of the screen, where they covered buttons); taps pass through them.
 * docs/design-tokens.md "Toast".
 */
import { Toast } from '@arco-design/mobile-react';
import { arcoContext } from './arco';

export const TOAST_DURATION = 2000;
const at = { direction: 'top', className: 'adn-toast' } as const;

export const toast = {
  info: (content: string) => Toast.info({ content, duration: TOAST_DURATION, ...at }, arcoContext),
  success: (content: string) =>
    Toast.success({ content, duration: TOAST_DURATION, ...at }, arcoContext),
  fail: (content: string) => Toast.error({ content, duration: TOAST_DURATION, ...at }, arcoContext),
  loading: (content: string) =>
    Toast.info({ content, loading: true, duration: 0, ...at }, arcoContext),
};
