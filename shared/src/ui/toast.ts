/** Toasts of 2000 ms (docs/product/forms.md#forms.toast.duration; Arco's own default is 3000). */
import { Toast } from '@arco-design/mobile-react';
import { arcoContext } from './arco';

export const TOAST_DURATION = 2000;

export const toast = {
  info: (content: string) => Toast.info({ content, duration: TOAST_DURATION }, arcoContext),
  success: (content: string) => Toast.success({ content, duration: TOAST_DURATION }, arcoContext),
  fail: (content: string) => Toast.error({ content, duration: TOAST_DURATION }, arcoContext),
  loading: (content: string) => Toast.info({ content, loading: true, duration: 0 }, arcoContext),
};
