/**
 * One send at a time for a form that leaves its page when it succeeds (login, register,
 * feedback). A second Enter or tap while the call is under way sends nothing; after a
 * success the guard stays set, because the page is leaving (the next page may still be
 * loading) and an Enter meanwhile must not send again; a failure releases it.
 */
import { useCallback, useRef, useState } from 'react';

export interface SendOnce {
  /** true while a send is under way or has succeeded: draw the button as loading */
  busy: boolean;
  /** whether a send is under way or done (read it before validating again) */
  isSending: () => boolean;
  /**
   * Runs `send` unless one is under way or done. Resolves when it succeeded; a failure
   * releases the guard and rejects with the error, for the page to tell.
   */
  sendOnce: (send: () => Promise<void>) => Promise<void>;
}

export function useSendOnce(): SendOnce {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const isSending = useCallback(() => sending.current, []);
  const sendOnce = useCallback(async (send: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await send();
    } catch (e) {
      sending.current = false;
      setBusy(false);
      throw e;
    }
  }, []);
  return { busy, isSending, sendOnce };
}
