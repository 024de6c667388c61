/**
 * The start-up HTML, prerendered by the build (docs/decisions/0006-prerendered-start.md;
 * docs/performance.md "The first paint"; host/README.md "Start-up").
 *
 * After the host's build, this plugin builds `src/prerender/render.tsx` for node (a second,
 * small Rsbuild build with the host's own source settings: Arco per component with its CSS),
 * runs it, and writes into `index.html`:
 * - first in `<head>`, the read of the run-time config (`CONFIG_READ_SCRIPT`), sent while the
 *   HTML is parsed;
 * - in `<head>`, the CSS of that render's module graph (the Arco components the login and the
 *   frame use, the frame's, the form's and the host's styles) in one `<style>`, so no CSS
 *   request stands before the first paint (the full CSS still loads with the app, as before);
 * - in `<head>`, a small script (`headScript`) that decides before the first paint: a visitor
 *   with a stored token, or on a route other than the login, gets the neutral frame, anyone
 *   else the login in the stored language (docs/product/i18n.md#i18n.stored, the way
 *   `storedLanguage()` reads it); it also sets the root font size (Arco's own `setRootPixel`,
 *   its source inlined) and the desktop column (host/src/lib/viewport-scale.ts) that the app
 *   sets later, so nothing moves when it does;
 * - after `#root`, one `<template>` per language with the login rendered by react-dom/server
 *   in that language, one with the frame, and a script that copies the chosen one into
 *   `#root` (`MOUNT_SCRIPT`). The bootstrap then hydrates the login (src/prerender/start.ts).
 *
 * Both scripts and the style are inline: scripts/serving/serve.ts and scripts/deploy/nginx-render.ts allow
 * them by their sha256 hash, read from this index.html (scripts/serving/security-headers.ts
 * `inlineHashes`), never by 'unsafe-inline'. For the same reason no element keeps a `style`
 * attribute (the header's column variables): it travels as `data-adn-style` and the mount
 * script sets it through the CSSOM, which the policy does not restrict.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRsbuild, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import Beasties from 'beasties';
import { arcoLayer } from '../../shared/build/arco-layer';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/src/i18n/languages';
import { paths } from '../../shared/src/routing/handle';
import { JSON_LIKE, NOT_A_STRING, STORAGE_KEYS } from '../../shared/src/session/storage';
import { MOBILE_UA_SOURCE } from '../src/lib/viewport-scale';

export interface Prerendered {
  /** language → the login's markup */
  logins: Record<string, string>;
  frame: string;
  css: string;
}

/** `style="a:b"` → `data-adn-style="a:b"` (the mount script applies it through the CSSOM). */
export function withoutStyleAttributes(html: string): string {
  return html.replace(/ style="([^"]*)"/g, ' data-adn-style="$1"');
}

/**
 * Where the page leaves its read of the run-time config (host/src/remotes/runtime-config.ts
 * `loadRuntimeConfig` takes it), and the script that sends it: the first thing in `<head>`, so
 * the config travels while the HTML is parsed, beside the entry's scripts, instead of once the
 * entry has been evaluated (docs/performance.md "A short critical chain").
 */
export const EARLY_CONFIG = '__adnConfig';
export const CONFIG_READ_SCRIPT = `if(window.fetch){try{var c=window.${EARLY_CONFIG}=fetch("app-config.json",{cache:"no-store"});c["catch"](function(){})}catch(e){}}`;

/**
 * The decision before the first paint, in plain ES5 that runs before any module, built from
 * the constants the app's own rules use: the storage keys, the languages and the default one
 * (`storedLanguage()`, shared/src/i18n/start.ts), the patterns of `isToken`
 * (shared/src/session/storage.ts), the login's path (`/` and `/login` show the login:
 * host/src/app/router.tsx) and the desktop column of host/src/lib/viewport-scale.ts. The
 * steps around them (a blank stored value is none; a JSON object or array is no token) are
 * held to `readToken()` and `storedLanguage()` by a property test (src/prerender/start.test.ts).
 * `flexible` is Arco's setRootPixel source.
 */
export function headScript(flexible: string): string {
  const json = JSON.stringify;
  return `(function(){var d=document.documentElement,L=${json(LANGUAGES)};
function r(k){try{var v=window.localStorage.getItem(k);return v&&v.trim()?v:null}catch(e){return null}}
var lang=r(${json(STORAGE_KEYS.lang)});if(L.indexOf(lang)<0)lang=${json(DEFAULT_LANGUAGE)};
var t=r(${json(STORAGE_KEYS.token)});if(t){t=t.trim();if(${NOT_A_STRING}.test(t))t=null;else if(${JSON_LIKE}.test(t)){try{var j=JSON.parse(t);if(j&&typeof j==="object")t=null}catch(e){}}}t=!!t;
var p=location.hash.slice(1).split(/[?#]/)[0].replace(/\\/+$/,"").toLowerCase();
var login=!t&&(p===""||p===${json(paths.login)});
if(login&&p==="")history.replaceState(history.state,"",${json(`#${paths.login}`)});
d.lang=lang;window.__adnStart={kind:login?"login":"frame",lang:lang};
${flexible}
window.setRootPixel(50,375,64);
var w=window.innerWidth,m=(w<=768&&("ontouchstart" in window||navigator.maxTouchPoints>0))||${MOBILE_UA_SOURCE}.test(navigator.userAgent);
if(!m&&w>750){d.classList.add("adn-desktop");d.style.setProperty("--adn-column-width",Math.round(w*750/w*0.8)+"px")}
})();`;
}

/** Copies the chosen template into #root; marks it for the bootstrap (src/prerender/start.ts). */
export const MOUNT_SCRIPT = `(function(){var s=window.__adnStart,r=document.getElementById("root");if(!s||!r)return;
var id=s.kind==="login"?"adn-start-login-"+s.lang:"adn-start-frame",t=document.getElementById(id);if(!t)return;
r.appendChild(document.importNode(t.content,true));
var n=r.querySelectorAll("[data-adn-style]");for(var i=0;i<n.length;i++){n[i].style.cssText=n[i].getAttribute("data-adn-style");n[i].removeAttribute("data-adn-style")}
r.setAttribute("data-adn-start",s.kind==="login"?"login:"+s.lang:"frame")})();`;

/** index.html with the prerendered start written in. */
export function injectStart(html: string, pre: Prerendered, flexible: string): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html: no empty #root');
  if (/<\/style/i.test(pre.css)) throw new Error('prerender CSS closes its <style>');
  const head = `<script>${CONFIG_READ_SCRIPT}</script><style>${pre.css}</style><script>${headScript(flexible)}</script>`;
  const templates = [
    ...Object.entries(pre.logins).map(
      ([lng, markup]) =>
        `<template id="adn-start-login-${lng}">${withoutStyleAttributes(markup)}</template>`,
    ),
    `<template id="adn-start-frame">${withoutStyleAttributes(pre.frame)}</template>`,
  ].join('');
  return html
    .replace('</title>', `</title>${head}`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div>${templates}<script>${MOUNT_SCRIPT}</script>`,
    );
}

/**
 * The rules of `css` that apply to the prerendered pages: beasties (the critical-CSS tool)
 * keeps the rules whose selectors match an element of the login in any language or of the
 * frame (states such as `:focus` and `::placeholder` included), the `@keyframes` they use,
 * and drops the rest. `<html>` carries `adn-desktop` so the desktop column's rules stay: the
 * start script sets that class before the first paint.
 */
export async function criticalCss(css: string, pages: string[]): Promise<string> {
  const doc = `<!doctype html><html class="adn-desktop" lang="en"><head><style>${css}</style></head><body><div id="root">${pages.join('')}</div></body></html>`;
  const beasties = new Beasties({
    reduceInlineStyles: true,
    mergeStylesheets: true,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    logLevel: 'warn',
  });
  const out = await beasties.process(doc);
  return /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? css;
}

interface Renderer {
  renderLogin(lng: string): Promise<string>;
  renderFrame(): string;
}

/** Builds src/prerender/render.tsx for node and renders every language and the frame. */
export async function prerender(
  hostDir: string,
  source: RsbuildConfig['source'],
): Promise<Prerendered> {
  const out = mkdtempSync(join(tmpdir(), 'adnet-prerender-'));
  try {
    const rsbuild = await createRsbuild({
      cwd: hostDir,
      loadEnv: false,
      config: {
        plugins: [pluginReact()],
        source: {
          define: source?.define,
          transformImport: source?.transformImport,
          entry: { prerender: './src/prerender/render.tsx' },
        },
        output: {
          target: 'node',
          distPath: { root: out },
          emitCss: true,
          filenameHash: false,
          minify: { js: false, css: true },
          cleanDistPath: true,
        },
        // one file: the renderer is required whole
        splitChunks: false,
        tools: {
          htmlPlugin: false,
          // Arco's CSS in its layer here too: the inlined start CSS cascades as the app's does
          postcss: (_options, { addPlugins }) => {
            addPlugins(arcoLayer());
          },
        },
        logLevel: 'warn',
      },
    });
    await rsbuild.build();
    const require = createRequire(join(out, 'x.cjs'));
    const js = readdirSync(out).find((f) => /^prerender\.c?js$/.test(f));
    if (!js) throw new Error(`prerender: no bundle in ${out}`);
    const renderer = require(join(out, js)) as Renderer;
    const logins: Record<string, string> = {};
    for (const lng of LANGUAGES) logins[lng] = await renderer.renderLogin(lng);
    const cssFile = join(out, 'static/css/prerender.css');
    const css = existsSync(cssFile) ? readFileSync(cssFile, 'utf8') : '';
    if (!css) throw new Error('prerender: no CSS');
    const frame = renderer.renderFrame();
    return { logins, frame, css: await criticalCss(css, [...Object.values(logins), frame]) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export function flexibleSource(hostDir: string): string {
  const require = createRequire(join(hostDir, 'package.json'));
  return readFileSync(require.resolve('@arco-design/mobile-react/tools/flexible'), 'utf8');
}

export function pluginPrerender(source: RsbuildConfig['source']): RsbuildPlugin {
  return {
    name: 'adnet:prerender',
    setup(api) {
      api.onAfterBuild(async ({ stats }) => {
        if (stats?.hasErrors()) return;
        const hostDir = api.context.rootPath;
        const file = join(api.context.distPath, 'index.html');
        const pre = await prerender(hostDir, source);
        writeFileSync(file, injectStart(readFileSync(file, 'utf8'), pre, flexibleSource(hostDir)));
      });
    },
  };
}
