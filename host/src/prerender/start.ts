/**
 * The client's side of the prerendered start (host/build/prerender.ts writes it into
 * index.html; docs/performance.md "The first paint"). The start script marks `#root` with what
 * it showed: `login:<language>` or `frame`. The bootstrap hydrates the login when the app is
 * about to render exactly that page in exactly that language, and renders afresh otherwise
 * (the frame, another route, another language): `createRoot` replaces the prerendered markup
 * on its first commit.
 *
 * What the visitor typed into the prerendered form before the JavaScript arrived is kept by
 * features/auth/prefill.ts.
 */
import { paths } from '@adnet/shared';

export type PrerenderedStart = { kind: 'login'; language: string } | { kind: 'frame' } | null;

export function prerenderedStart(root: HTMLElement): PrerenderedStart {
  const mark = root.getAttribute('data-adn-start');
  if (mark === 'frame') return { kind: 'frame' };
  if (mark?.startsWith('login:')) return { kind: 'login', language: mark.slice(6) };
  return null;
}

export interface HydrationCheck {
  start: PrerenderedStart;
  language: string;
  pathname: string;
  /** a banner the prerender does not have (dev overrides) */
  extras: boolean;
}

/** True when the client's first render is the prerendered login, node for node. */
export function canHydrate({ start, language, pathname, extras }: HydrationCheck): boolean {
  return (
    start?.kind === 'login' && start.language === language && pathname === paths.login && !extras
  );
}
