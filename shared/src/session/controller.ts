/**
 * What a remote may ask of the session. The host installs the implementation at boot and
 * is the only writer of the session atoms; a remote asks, the host carries it out.
 */
export type EndReason = 'logout' | 'expired' | 'password_changed';

export interface SessionController {
  /** Clear token and user info and go to /login. */
  end(reason: EndReason): void;
  /** Fetch /user/info again and store it. */
  refreshUserInfo(): Promise<void>;
  /** Fetch /basic_config again (after a language change, for example). */
  refreshBasicConfig(): Promise<void>;
}

let controller: SessionController | null = null;

export function installSessionController(c: SessionController) {
  controller = c;
}

function current(): SessionController {
  if (!controller)
    throw new Error('session controller not installed: the host installs it at boot');
  return controller;
}

export const session = {
  end: (reason: EndReason) => current().end(reason),
  refreshUserInfo: () => current().refreshUserInfo(),
  refreshBasicConfig: () => current().refreshBasicConfig(),
};
