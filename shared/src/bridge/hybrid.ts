/**
 * The one bridge to the native hybrid shell, both ways.
 *
 * Outbound (the page calls the shell): close, help, openWindow. It finds the shell when
 * present and falls back to browser behaviour when not.
 *
 * Inbound (the shell calls the page): `window.adnet.back()`, the system back (Android's back
 * key or gesture, iOS's edge swipe). The page does what the header's back arrow would do and
 * answers true; where the arrow would close the webview (the first page of the session, the
 * ad centre) the page calls the shell's `close` itself and still answers true. false means no
 * page could take it (the app has not started, or failed to): the shell then closes itself.
 *
 * The e2e harness (e2e/support/shell.ts) installs fake Android and iOS shells and calls
 * `window.adnet.back()` as the shell does.
 */
export interface NativeShell {
  close(): void;
  help(): void;
  openWindow(url: string): void;
}

/** What the shell may call on the page, as `window.adnet`. */
export interface PageBridge {
  /**
   * The system back. Synchronous, so the shell reads the answer from its script call
   * (Android `evaluateJavascript`, iOS `evaluateJavaScript`): true when the page took it,
   * false (or no `window.adnet` yet) when the shell should close itself.
   */
  back(): boolean;
}

declare global {
  interface Window {
    /** Android: a JavaScript interface object; tests install a fake of the same shape. */
    AdnetNative?: Partial<NativeShell>;
    webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void }> };
    /** The page's side of the bridge (inbound), set by `installSystemBack`. */
    adnet?: PageBridge;
  }
}

function iosHandler() {
  return typeof window === 'undefined' ? undefined : window.webkit?.messageHandlers?.adnet;
}

export function nativeShell(): NativeShell | null {
  if (typeof window === 'undefined') return null;
  const android = window.AdnetNative;
  if (android && typeof android.close === 'function') {
    return {
      close: () => android.close?.(),
      help: () => android.help?.(),
      openWindow: (url) => android.openWindow?.(url),
    };
  }
  const ios = iosHandler();
  if (ios) {
    return {
      close: () => ios.postMessage({ action: 'close' }),
      help: () => ios.postMessage({ action: 'help' }),
      openWindow: (url) => ios.postMessage({ action: 'openWindow', url }),
    };
  }
  return null;
}

/** Only http(s) URLs are opened: a javascript: or data: URL from the server never is. */
export function isOpenableUrl(url: string): boolean {
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

export const bridge = {
  /** Close the hybrid page; in a browser, close the tab if script opened it, else nothing. */
  close() {
    const shell = nativeShell();
    if (shell) shell.close();
    else window.close();
  },
  /**
   * The hybrid help action. In a browser there is no native help: the caller passes the
   * fallback (the host opens the customer-service popup).
   */
  help(fallback: () => void) {
    const shell = nativeShell();
    if (shell) shell.help();
    else fallback();
  },
  openWindow(url: string): boolean {
    if (!isOpenableUrl(url)) return false;
    const shell = nativeShell();
    if (shell) shell.openWindow(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
    return true;
  },
};

let backHandler: (() => boolean) | null = null;

/** Runs the page's back for the shell; false when no page can take it. */
export function systemBack(): boolean {
  const handler = backHandler;
  if (!handler) return false;
  try {
    return handler() === true;
  } catch (error) {
    // a back that throws leaves the merchant stuck on the page: let the shell close instead
    console.error(error);
    return false;
  }
}

/**
 * Makes `handler` the page's answer to the shell's system back (`window.adnet.back()`). One
 * handler at a time, the app frame's (the shell's Layout); returns its removal, after which
 * back answers false until another is installed.
 */
export function installSystemBack(handler: () => boolean): () => void {
  backHandler = handler;
  window.adnet = { ...window.adnet, back: systemBack };
  return () => {
    if (backHandler === handler) backHandler = null;
  };
}
