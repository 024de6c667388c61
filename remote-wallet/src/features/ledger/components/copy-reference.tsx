/**
 * The reference number with a Copy button (docs/product/wallet.md#wallet.ledger.detail.copy):
 * copied with the browser's clipboard; the confirmation is the button itself ("Copied", a
 * check), announced, covering nothing. Where the clipboard is refused (a webview without it),
 * the button says so and the number, selectable, stays for the merchant to copy by hand.
 */
import { IconSuccessCircle } from '@adnet/shared/arco';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long "Copied" shows before the button reads "Copy" again. */
const COPIED_MS = 2000;

export function CopyReference({ reference }: { reference: string }) {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const numberRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(reference);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
      // the number is selected, ready to be copied by hand
      const node = numberRef.current;
      const selection = window.getSelection();
      if (node && selection) selection.selectAllChildren(node);
    }
  };

  return (
    <span className="wal-reference">
      <code ref={numberRef} className="wal-reference-number" data-testid="entry-reference">
        {reference}
      </code>
      <button
        type="button"
        className={`wal-copy${state === 'copied' ? ' is-copied' : ''}`}
        onClick={() => void copy()}
        aria-label={state === 'copied' ? t('transaction.copied') : t('transaction.copyLabel')}
        data-testid="copy-reference"
      >
        {state === 'copied' && <IconSuccessCircle className="wal-copy-icon" aria-hidden="true" />}
        {state === 'copied' ? t('transaction.copied') : t('transaction.copy')}
      </button>
      <span className="adn-visually-hidden" role="status" data-testid="copy-status">
        {state === 'copied' ? t('transaction.copiedStatus') : ''}
      </span>
      {state === 'failed' && (
        <span className="wal-copy-failed" role="alert" data-testid="copy-failed">
          {t('transaction.copyFailed')}
        </span>
      )}
    </span>
  );
}
