/**
 * The one bridge to the native hybrid shell (close, help, openWindow). It finds the shell
 * when present and falls back to browser behaviour when not. A test installs a fake shell
 * as `window.AdnetNative` and reads what was called.
 */
export interface NativeShell {
  close(): void;
  help(): void;
  openWindow(url: string): void;
}

declare global {
  interface Window {
    /** Android: a JavaScript interface object; tests install a fake of the same shape. */
    AdnetNative?: Partial<NativeShell>;
    webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void }> };
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
