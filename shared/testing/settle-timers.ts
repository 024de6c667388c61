/**
 * Vitest setup (vitest.config.ts `setupFiles`): a DOM test file ends only after Arco's
 * transition timers have run. Arco's Masking (dialogs, popups, the keypad) sets its state
 * 450 ms after opening and 240–300 ms after closing; a timer left when the file's DOM
 * environment is torn down reached React with no `window` ("window is not defined", an
 * unhandled error that fails the whole run). Files without a DOM wait for nothing.
 */
import { afterAll } from 'vitest';

/** Arco's longest transition timeout (Popup's enter), and a margin. */
export const ARCO_TIMERS_MS = 450 + 100;

afterAll(async () => {
  if (typeof window === 'undefined') return;
  await new Promise((done) => setTimeout(done, ARCO_TIMERS_MS));
});
