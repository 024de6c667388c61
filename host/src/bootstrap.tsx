import {
  i18n,
  initI18n,
  type Language,
  paths,
  registerNamespace,
  store,
  tokenAtom,
  userInfoAtom,
} from '@adnet/shared';
import { configureApi, installSession, refreshSessionAtBoot } from '@adnet/shared/host';
import { loadCommonStrings } from '@adnet/shared/start';
import { followArcoLocale } from '@adnet/shared/ui';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { loadHostStrings, type StartLoads } from './bootstrap-start';
import { capturePrefill } from './features/auth/prefill';
import { installErrorHandlers } from './lib/error-handlers';
import { installViewport } from './lib/viewport';
import { keepRemotes, keepStart, registerServiceWorker } from './offline/service-worker';
import { canHydrate, prerenderedStart } from './prerender/start';
import { setConfigCheck } from './remotes/canary/switch';
import { adoptRemotes, healthTagOf, manifestInUse } from './remotes/canary/tracks';
import { applyDevOverrides } from './remotes/dev-overrides';
import {
  goodConnection,
  INPUT_QUIET_MS,
  preloadWhenIdle,
  whenIdle,
  whenIdleAndQuiet,
} from './remotes/idle-preload';
import { followIntent } from './remotes/intent';
import { preloadRemoteApp, startRemoteRoute } from './remotes/load';
import {
  hostShared,
  loadedRemote,
  registerRemoteApps,
  remoteForPath,
  remoteNames,
} from './remotes/remote-registry';
import { configEtag, configUrl, type RuntimeConfig } from './remotes/runtime-config';
import { recordViews, setExit, setTagger } from './telemetry/recorder';
import './styles/app.css';

const HOST_VERSION = process.env.ADNET_APP_VERSION ?? '';

/**
 * The merchant whose bucket decides a canary (remotes/canary/assign.ts): the stored user info, or the
 * one on its way after a login or an entry (3 s at most; unknown means the stable build).
 */
function merchantId(): Promise<number | null> {
  const now = store.get(userInfoAtom);
  if (now || !store.get(tokenAtom)) return Promise.resolve(now?.id ?? null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 3_000);
    const unsub = store.sub(userInfoAtom, () => {
      const info = store.get(userInfoAtom);
      if (info) done(info.id);
    });
    function done(id: number | null) {
      clearTimeout(timer);
      unsub();
      resolve(id);
    }
  });
}

const ownerOf = (route: string) => remoteForPath(route)?.name ?? 'host';

/** An app's version and track (and on a canary, the merchant's key), as health events carry them. */
const tagOf = (app: string) =>
  app === 'host' ? { version: HOST_VERSION, track: 'stable' } : healthTagOf(app);

/**
 * While a remote offers a canary, the config is read again (remotes/canary/follow.ts): loaded when the
 * browser is idle, off the start path. A Retry on a canary's error screen reads it first.
 */
function followCanaries(config: RuntimeConfig) {
  if (!config.remotes.some((r) => r.canary)) return;
  whenIdle(() => {
    import('./remotes/canary/follow')
      .then(({ followConfig, hasCanary }) => {
        const follower = followConfig({
          url: configUrl(),
          etag: configEtag(),
          apply: (next) => adoptRemotes(applyDevOverrides(next).remotes),
          follows: hasCanary,
        });
        setConfigCheck(follower.check);
      })
      .catch(() => {}); // the chunk did not load: this page keeps its config
  });
}

/**
 * The health agent when the browser is idle (docs/release.md): off the start path, which keeps
 * only the buffer (telemetry/recorder.ts). A page about to reload itself starts it at once.
 */
function startTelemetry(config: RuntimeConfig, router: DataRouter) {
  let agent: Promise<{ flush(): Promise<void> } | null> | undefined;
  const load = () =>
    (agent ??= import('./app/telemetry')
      .then((m) => m.startHostAgent(config, router, HOST_VERSION, ownerOf, tagOf))
      .catch(() => null));
  setExit(async () => (await load())?.flush());
  whenIdle(() => void load());
}

/**
 * After login, when the browser is idle, the remotes are fetched ahead of their first visit
 * (remotes/idle-preload.ts), and the service worker is asked to keep each remote's entry
 * and routes for the next start and for offline (offline/service-worker.ts, once per page);
 * a logout stops what has not started.
 */
function preloadRemotesWhileLoggedIn() {
  let stop: (() => void) | null = null;
  let kept = false;
  const follow = () => {
    const loggedIn = Boolean(store.get(tokenAtom));
    const shared = hostShared();
    if (loggedIn && !kept && shared && goodConnection()) {
      kept = true;
      whenIdle(() => {
        // each batch of files only once the merchant has not tapped or typed for a while: a
        // tap that meets the keeping waits for it (docs/performance.md, "Taps")
        const quiet = whenIdleAndQuiet(INPUT_QUIET_MS, (run) => {
          run();
          return () => {};
        });
        void keepRemotes(
          remoteNames().map((name) => () => manifestInUse(name)),
          shared,
          () => new Promise<void>((resolve) => quiet(resolve)),
        ).finally(quiet.stop);
      });
    }
    if (loggedIn && !stop) {
      const idle = whenIdleAndQuiet();
      const stopPreloads = preloadWhenIdle({
        names: remoteNames(),
        preload: preloadRemoteApp,
        skip: (name) => loadedRemote(name) !== undefined,
        idle,
      });
      stop = () => {
        stopPreloads();
        idle.stop();
      };
    } else if (!loggedIn && stop) {
      stop();
      stop = null;
    }
  };
  store.sub(tokenAtom, follow);
  follow();
}

/** "Request failed, tap to reload" from the common strings of `language`; English without them. */
export async function bootFailedText(language: Language): Promise<string> {
  const strings = await loadCommonStrings(language).catch(() => null);
  const state = strings?.default.state as Record<string, unknown> | undefined;
  const text = state?.loadFailed;
  return typeof text === 'string' ? text : 'Request failed, tap to reload';
}

/** Called by the entry with what it has already requested (bootstrap-start.ts). */
export async function main(start: StartLoads) {
  installViewport();
  const container = document.getElementById('root')!;
  let config: Awaited<StartLoads['config']>;
  try {
    config = await start.config;
  } catch (e) {
    console.error(e);
    // No config, no app: one line, in the merchant's language when its strings came (they were
    // requested with the config), else in English.
    const text = await bootFailedText(start.language);
    createRoot(container).render(
      <button type="button" className="adn-boot-error" onClick={() => window.location.reload()}>
        {text}
      </button>,
    );
    return;
  }
  configureApi({ baseURL: config.apiBase, timeoutMs: config.apiTimeoutMs });
  const overrides = applyDevOverrides(config);
  config = { ...config, remotes: overrides.remotes };
  registerRemoteApps(config.remotes, merchantId);
  setTagger(tagOf);

  const router = createAppRouter(config);
  recordViews(router, ownerOf);
  installSession((reason) => router.navigate(paths.login, { replace: true, state: { reason } }));
  installErrorHandlers(router);

  // The strings were requested with the config: these loaders find them loaded or on their way.
  await initI18n(start.language);
  await Promise.all([registerNamespace('host', loadHostStrings), followArcoLocale()]);
  // The build prerendered the login (or a neutral frame) into the page: the login is hydrated
  // when this render is that very page in that language, else rendered afresh (prerender/).
  const app = <App router={router} overrides={overrides.applied} />;
  const shown = prerenderedStart(container);
  // what was typed before the scripts came, for the login page (hydrated or rendered afresh)
  if (shown?.kind === 'login' && router.state.location.pathname === paths.login) {
    capturePrefill(container);
  }
  if (
    canHydrate({
      start: shown,
      language: i18n.language,
      pathname: router.state.location.pathname,
      extras: overrides.applied.length > 0,
    })
  ) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }

  refreshSessionAtBoot();
  // the service worker: registered once the page has loaded; what it did not see of this
  // start is handed to it when idle (docs/offline.md)
  registerServiceWorker(config);
  whenIdle(() => void keepStart());
  preloadRemotesWhileLoggedIn();
  // A link's pointer-down or focus starts its route's code, strings and data (remotes/intent.ts).
  followIntent(document, {
    start: (to) => startRemoteRoute(to, Boolean(store.get(tokenAtom))),
    connectionOk: goodConnection,
  });
  startTelemetry(config, router);
  followCanaries(config);
  const setTitle = () => {
    document.title = i18n.t('common:app.name');
  };
  setTitle();
  i18n.on('languageChanged', setTitle);
}
