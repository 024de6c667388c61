/**
 * The client's side of the prerendered start (host/build/prerender.ts writes it into
 * index.html; docs/performance.md "The first paint"). The start script marks `#root` with what
 * it showed: `login:<language>` or `frame`. The bootstrap hydrates the login when the app is
 * about to render exactly that page in exactly that language, and renders afresh otherwise
 * (the frame, another route, another language): `createRoot` replaces the prerendered markup
 * on its first commit.
 *
 * What the visitor typed into the prerendered form before the JavaScript arrived is read here
 * before React touches the page; the login page starts from it (`prefilled`), so its
 * controlled inputs hold the typed text (hydration keeps the DOM's value, the state agrees).
 */
import { paths } from '@adnet/shared';

export type PrerenderedStart = { kind: 'login'; language: string } | { kind: 'frame' } | null;

export function prerenderedStart(root: HTMLElement): PrerenderedStart {
  const mark = root.getAttribute('data-adn-start');
  if (mark === 'frame') return { kind: 'frame' };
  if (mark?.startsWith('login:')) return { kind: 'login', language: mark.slice(6) };
  return null;
}

let typed = new Map<string, string>();

/** Reads the values of the prerendered form's named inputs. */
export function capturePrefill(root: HTMLElement) {
  typed = new Map();
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[name]')) {
    if (input.value) typed.set(input.name, input.value);
  }
}

/** What was typed into the prerendered field `name`, or ''. */
export function prefilled(name: string): string {
  return typed.get(name) ?? '';
}

/** Once the page has started from them, the typed values (a password) are not kept. */
export function clearPrefill() {
  typed = new Map();
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
