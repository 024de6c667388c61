// @vitest-environment happy-dom

import { isToken, LANGUAGES } from '@adnet/shared';
import { storedLanguage } from '@adnet/shared/start';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { readToken, STORAGE_KEYS } from '#repo/shared/src/session/storage.ts';
import {
  CONFIG_READ_SCRIPT,
  criticalCss,
  EARLY_CONFIG,
  flexibleSource,
  headScript,
  injectStart,
  MOUNT_SCRIPT,
  withoutStyleAttributes,
} from '../../build/prerender';
import { capturePrefill, clearPrefill, prefilled } from '../features/auth/prefill';
import { canHydrate, prerenderedStart } from './start';

const HOST_DIR = new URL('../..', import.meta.url).pathname;
const run = (code: string) => new Function(code)();
type StartMark = { kind: string; lang: string };
const startMark = () => (window as unknown as { __adnStart: StartMark }).__adnStart;

function at(hash: string, width = 375) {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(
    `http://localhost/${hash}`,
  );
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

describe('the start script (before the first paint)', () => {
  const script = headScript(flexibleSource(HOST_DIR));
  // the config's read, where a test sends it: answered here, never by a server
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });
  afterEach(() => fetchSpy.mockRestore());

  it('shows the login in the stored language and moves the empty route to /login', () => {
    localStorage.setItem('lang', 'de');
    at('');
    run(script);
    expect(startMark()).toEqual({ kind: 'login', lang: 'de' });
    expect(document.documentElement.lang).toBe('de');
    expect(location.hash).toBe('#/login');
  });

  it("sends the run-time config's read before any module runs, for the bootstrap to take", () => {
    const sent = Promise.resolve(new Response('{}'));
    fetchSpy.mockReturnValue(sent);
    run(CONFIG_READ_SCRIPT);
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith('app-config.json', { cache: 'no-store' });
    expect((window as unknown as Record<string, unknown>)[EARLY_CONFIG]).toBe(sent);
  });

  it('reads the language as storedLanguage() does: unknown or blank is English', () => {
    for (const stored of ['xx', '  ', 'DE']) {
      localStorage.setItem('lang', stored);
      at('#/login');
      run(script);
      expect(startMark()).toEqual({ kind: 'login', lang: 'en' });
    }
  });

  it('shows the frame with a stored token, or on any route but the login', () => {
    at('#/login');
    localStorage.setItem('fb_token', 'abc');
    run(script);
    expect(startMark().kind).toBe('frame');
    localStorage.removeItem('fb_token');
    for (const hash of ['#/wallet', '#/register', '#/ad-center?x=1']) {
      at(hash);
      run(script);
      expect(startMark().kind).toBe('frame');
    }
    for (const hash of ['#/login?from=x', '#/login/', '#/', '#/LOGIN']) {
      at(hash);
      run(script);
      expect(startMark().kind).toBe('login');
    }
  });

  it('any stored string is a token, as isToken says: only what is not a string at all is none', () => {
    for (const stored of ['a b', '{"not a token', '令牌']) {
      at('#/login');
      localStorage.setItem('fb_token', stored);
      run(script);
      expect(startMark().kind).toBe('frame');
      expect(isToken(stored)).toBe(true);
    }
    for (const stored of ['undefined', 'null', '[object Object]', '{"token":"x"}', '[1]', '  ']) {
      at('#/login');
      localStorage.setItem('fb_token', stored);
      run(script);
      expect(startMark().kind).toBe('login');
      expect(isToken(stored)).toBe(false);
    }
    localStorage.removeItem('fb_token');
  });

  it("decides as the app's own rules do, for any stored token and language", () => {
    const stored = fc.option(
      fc.oneof(
        fc.constantFrom('undefined', ' null ', 'NaN', '[object Object]', '"x"', '{"a":1}', '[]'),
        fc.constantFrom('{', '[1', '\t', '  ', 'DE', 'zh-cn', ...LANGUAGES),
        fc.json(),
        fc.string(),
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(stored, stored, (token, lang) => {
        localStorage.clear();
        if (token !== null) localStorage.setItem(STORAGE_KEYS.token, token);
        if (lang !== null) localStorage.setItem(STORAGE_KEYS.lang, lang);
        at('#/login');
        run(script);
        expect(startMark()).toEqual({
          kind: readToken() === null ? 'login' : 'frame',
          lang: storedLanguage(),
        });
      }),
      { numRuns: 400 },
    );
    localStorage.clear();
  });

  it('sets the root font size (Arco setRootPixel) and the desktop column before the app does', () => {
    at('#/login', 1200);
    run(script);
    expect(document.documentElement.style.fontSize).not.toBe('');
    expect(document.documentElement.classList.contains('adn-desktop')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--adn-column-width')).toBe('600px');
  });
});

describe('the mount script and the page it writes', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const html = injectStart(
    '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
    {
      logins: {
        en: '<form><input name="username" value=""/><p style="color:red">Log in</p></form>',
        de: '<form><input name="username" value=""/><p>Anmelden</p></form>',
      },
      frame: '<div class="adn-start-frame" style="--adn-header-left:12px"></div>',
      css: '.a{color:red}',
    },
    '',
  );

  it('keeps no style attribute (the CSP allows none) and one template per language', () => {
    expect(html).not.toMatch(/ style="/);
    expect(html).toContain('<template id="adn-start-login-en">');
    expect(html).toContain('<template id="adn-start-login-de">');
    expect(html).toContain('<template id="adn-start-frame">');
    expect(html).toContain('<style>.a{color:red}</style>');
  });

  it("sends the config's read first in <head>, before the style and the start script", () => {
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(head.indexOf(`<script>${CONFIG_READ_SCRIPT}</script>`)).toBe(
      head.indexOf('</title>') + 8,
    );
    expect(head.indexOf(CONFIG_READ_SCRIPT)).toBeLessThan(head.indexOf('<style>'));
  });

  it('copies the chosen template into #root and applies its styles through the CSSOM', () => {
    const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    document.body.innerHTML = body.replace(/<script>[\s\S]*<\/script>/, '');
    (window as unknown as { __adnStart: StartMark }).__adnStart = { kind: 'login', lang: 'en' };
    run(MOUNT_SCRIPT);
    const root = document.getElementById('root') as HTMLElement;
    expect(root.textContent).toBe('Log in');
    expect(root.querySelector('p')?.style.color).toBe('red');
    expect(root.querySelector('[data-adn-style]')).toBeNull();
    expect(prerenderedStart(root)).toEqual({ kind: 'login', language: 'en' });
  });

  it('refuses an index.html without an empty #root, and CSS that would close its element', () => {
    expect(() => injectStart('<body></body>', { logins: {}, frame: '', css: 'a{}' }, '')).toThrow();
    expect(() =>
      injectStart('<div id="root"></div>', { logins: {}, frame: '', css: '</style>' }, ''),
    ).toThrow();
  });

  it('turns style attributes into data attributes', () => {
    expect(withoutStyleAttributes('<a style="x:1" b="c">')).toBe('<a data-adn-style="x:1" b="c">');
  });
});

describe('the bootstrap side', () => {
  it('reads the mark the mount script left', () => {
    const root = document.createElement('div');
    expect(prerenderedStart(root)).toBeNull();
    root.setAttribute('data-adn-start', 'frame');
    expect(prerenderedStart(root)).toEqual({ kind: 'frame' });
  });

  it('keeps what was typed until the page has started from it', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<form><input name="username" value=""><input name="password" type="password"></form>';
    (root.querySelector('[name=username]') as HTMLInputElement).value = 'alice';
    (root.querySelector('[name=password]') as HTMLInputElement).value = 'secret';
    capturePrefill(root);
    expect(prefilled('username')).toBe('alice');
    expect(prefilled('password')).toBe('secret');
    clearPrefill();
    expect(prefilled('password')).toBe('');
  });

  it('hydrates only the very page and language that were prerendered', () => {
    const login = { kind: 'login', language: 'de' } as const;
    const ok = { start: login, language: 'de', pathname: '/login', extras: false };
    expect(canHydrate(ok)).toBe(true);
    expect(canHydrate({ ...ok, language: 'en' })).toBe(false);
    expect(canHydrate({ ...ok, pathname: '/register' })).toBe(false);
    expect(canHydrate({ ...ok, extras: true })).toBe(false);
    expect(canHydrate({ ...ok, start: { kind: 'frame' } })).toBe(false);
    expect(canHydrate({ ...ok, start: null })).toBe(false);
  });
});

describe('the critical CSS', () => {
  it('keeps the rules of the prerendered pages (and the desktop column), drops the rest', async () => {
    const css =
      ':root{--a:1}.used{color:red}.used:focus{color:blue}.unused{color:green}' +
      'html.adn-desktop .page{width:600px}@media (min-width:1px){.used{margin:0}.gone{margin:1px}}';
    const out = await criticalCss(css, ['<div class="page"><p class="used">x</p></div>']);
    expect(out).toContain('.used{color:red}');
    expect(out).toContain('.used:focus');
    expect(out).toContain('html.adn-desktop .page');
    expect(out).toContain(':root');
    expect(out).not.toContain('.unused');
    expect(out).not.toContain('.gone');
  });
});
