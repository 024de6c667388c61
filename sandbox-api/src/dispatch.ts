/** One request: static files, health, test mode, then the route: forced answers, body, auth, handler. */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLanguage } from './content/localize';
import { ApiError, CODE, DEFAULT_MSG } from './errors';
import { type App, assertActive, type Ctx, headerToken, type Route, readBody } from './http';
import { answerError, readJson, sendEnvelope, sendPlain, setCors } from './respond';
import { acceptorRoutes } from './routes/acceptors';
import { adcenterRoutes } from './routes/adcenter';
import { authRoutes } from './routes/auth';
import { notificationRoutes } from './routes/notifications';
import { payPasswordRoutes } from './routes/pay-password';
import { payoutCardRoutes } from './routes/payout-card';
import { planRoutes } from './routes/plan';
import { UPLOAD_KEEP_BYTES, uploadRoutes } from './routes/upload';
import { userRoutes } from './routes/user';
import { walletRoutes } from './routes/wallet';
import { serveStatic } from './static';
import { handleTest, takeForce } from './test-mode';

export const ROUTES: Route[] = [
  ...authRoutes,
  ...userRoutes,
  ...uploadRoutes,
  ...adcenterRoutes,
  ...planRoutes,
  ...walletRoutes,
  ...payPasswordRoutes,
  ...payoutCardRoutes,
  ...acceptorRoutes,
  ...notificationRoutes,
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function authenticate(app: App, route: Route, token: string | null): Promise<Ctx['user']> {
  if (route.auth === 'none') return null;
  const rec = token ? app.store.state.tokens[token] : undefined;
  const required = route.auth === 'user' || route.auth === 'store';
  if (!rec) {
    if (required) throw new ApiError(CODE.noAuth);
    return null;
  }
  if (rec.expires_at <= app.now()) {
    if (required) throw new ApiError(CODE.expired);
    return null;
  }
  const user = app.store.userById(rec.user_id) ?? null;
  if (!user) {
    if (required) throw new ApiError(CODE.noAuth);
    return null;
  }
  if (required) assertActive(user);
  if (route.auth === 'store' && !user.store_opened) {
    throw new ApiError(CODE.noAuth, 'the ad account is not opened yet');
  }
  return user;
}

export async function handle(
  app: App,
  routes: Map<string, Route>,
  origins: Set<string>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  setCors(req, res, origins);
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://sandbox.local');
  } catch {
    sendPlain(res, 400, 'Bad Request');
    return;
  }
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  const path = url.pathname;
  if (await serveStatic(req, res, url, app)) return;

  if (path === '/health' && method === 'GET') {
    sendEnvelope(res, CODE.ok, 'success', {
      ok: true,
      test_mode: app.testMode,
      tick: app.store.state.tick,
    });
    return;
  }

  if (path.startsWith('/__test/')) {
    if (!app.testMode) {
      sendPlain(res, 404, 'Not Found');
      return;
    }
    try {
      const body = method === 'POST' ? await readJson(req) : {};
      const result = await handleTest(app, method, path, body, url.searchParams);
      if (!result) {
        sendPlain(res, 404, 'Not Found');
        return;
      }
      app.store.changed();
      sendEnvelope(res, CODE.ok, 'success', result.data);
    } catch (err) {
      app.store.rollback();
      answerError(res, err);
    }
    return;
  }

  const route = routes.get(path);
  if (!route) {
    sendPlain(res, 404, 'Not Found');
    return;
  }
  if (route.method !== method) {
    req.resume();
    sendPlain(res, 405, 'Method Not Allowed', { Allow: `${route.method}, OPTIONS` });
    return;
  }

  const token = headerToken(req);
  const rule = takeForce(app, path, token);
  if (rule?.delay_ms) await sleep(rule.delay_ms);
  if (rule?.code !== undefined) {
    req.resume();
    sendEnvelope(res, rule.code, rule.msg ?? DEFAULT_MSG[rule.code] ?? 'forced', rule.data ?? null);
    return;
  }

  try {
    let body: Record<string, unknown> = {};
    let raw: Buffer | null = null;
    let rawTruncated = false;
    if (method === 'POST') {
      if (route.multipart) {
        const read = await readBody(req, UPLOAD_KEEP_BYTES);
        raw = read.data;
        rawTruncated = read.truncated;
      } else {
        body = await readJson(req);
      }
    }
    const user = await authenticate(app, route, token);
    const ctx: Ctx = {
      app,
      req,
      path,
      query: url.searchParams,
      body,
      raw,
      rawTruncated,
      token,
      user,
      lang: requestLanguage(req),
    };
    const data = await route.handler(ctx);
    if (method === 'POST') app.store.changed();
    sendEnvelope(res, CODE.ok, 'success', data ?? null);
  } catch (err) {
    // a refused or failed call leaves no change behind, in memory or in the database
    if (method === 'POST') app.store.rollback();
    req.resume();
    answerError(res, err);
  }
}
