/**
 * The build's prerender (docs/performance.md "The first paint"): run in node
 * by host/build/prerender.ts, never in a browser. It renders with react-dom/server the very
 * tree the bootstrap renders on the client for `/#/login` (App → router → Layout → Header →
 * LoginPage, the real Arco components and the real strings of each language), so that the
 * client can hydrate it, and the neutral frame shown to a visitor with a session.
 */
import { i18n, initI18n, LANGUAGES, type Language, registerNamespace } from '@adnet/shared';
import { loadArcoLocale } from '@adnet/shared/ui';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app';
import { createAppRouter } from '../app/router';
import { loadHostStrings } from '../bootstrap-start';
import { StartFrame } from './start-frame';
// the host's own styles, as the bootstrap imports them (the login's brand and logo)
import '../styles/app.css';

export { LANGUAGES };

/** The least of `window` a hash router reads, at `#<hash>`. */
function hashWindow(hash: string): Window {
  const noop = () => {};
  return {
    location: {
      hash,
      origin: 'http://prerender',
      href: `http://prerender/${hash}`,
      pathname: '/',
      search: '',
    },
    history: { state: null, length: 1, replaceState: noop, pushState: noop, go: noop },
    document: { querySelector: () => null },
    addEventListener: noop,
    removeEventListener: noop,
  } as unknown as Window;
}

let started = false;

/** The login page of `/#/login` in `lng`, as the client renders it before any input. */
export async function renderLogin(lng: Language): Promise<string> {
  if (!started) {
    await initI18n(lng);
    await registerNamespace('host', loadHostStrings);
    started = true;
  }
  await i18n.changeLanguage(lng);
  await loadArcoLocale(lng);
  // The routes of the real app: the remotes add only routes that do not match /login.
  const router = createAppRouter({ apiBase: '', remotes: [] }, hashWindow('#/login'));
  const html = renderToString(<App router={router} />);
  router.dispose();
  // A boundary that suspended would be rendered on the client only (`<!--$!-->`): the
  // prerender must be complete or the hydration would not match.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
    throw new Error(`prerender of the login (${lng}) suspended`);
  }
  return html;
}

/** The neutral frame: the header bar and a skeleton, no text. */
export function renderFrame(): string {
  return renderToString(<StartFrame />);
}
