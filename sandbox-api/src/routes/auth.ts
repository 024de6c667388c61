/** Login, registration, language and the public basic config. */
import type { BasicConfig, LangResult, LoginResult, RegisterResult } from '@adnet/shared/wire';
import { basicConfig } from '../basic-config';
import { isAuthorizationCode } from '../catalog';
import { badParams, reason } from '../errors';
import { type App, assertActive, type Ctx, EMAIL, isPhone, optStr, type Route, str } from '../http';
import { LIMITS } from '../limits';
import { newToken, unmatchableHash, verifySecret } from '../passwords';
import { createUser } from '../seed';
import type { UserRecord } from '../store';

const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;
/** expired tokens are kept this long, answering 503 rather than 401 */
const KEEP_EXPIRED_MS = 7 * 86_400_000;

export function issueToken(app: App, u: UserRecord): string {
  const now = app.now();
  const tokens = app.store.state.tokens;
  for (const [t, rec] of Object.entries(tokens)) {
    if (rec.expires_at + KEEP_EXPIRED_MS < now) delete tokens[t];
  }
  const token = newToken();
  tokens[token] = { user_id: u.id, created_at: now, expires_at: now + app.tokenTtlMs };
  return token;
}

/** Ends every session of a user: its tokens answer 503 (login expired) from now on. */
export function expireTokensOf(app: App, userId: number): void {
  const now = app.now();
  for (const rec of Object.values(app.store.state.tokens)) {
    if (rec.user_id === userId && rec.expires_at > now) rec.expires_at = now - 1;
  }
}

async function login(ctx: Ctx): Promise<LoginResult> {
  const username = str(ctx.body, 'username', LIMITS.username);
  const password = str(ctx.body, 'password', LIMITS.password);
  // counted by name, known or not, so a lock says nothing about whether the name exists
  const attempt = ctx.app.lockouts.begin('login', username);
  const u = ctx.app.store.userByName(username);
  // hash even for an unknown user, so that both take the same time
  const ok = await verifySecret(password, u?.password_hash ?? unmatchableHash());
  if (!u || !ok) throw attempt.failure() ?? reason('invalid_credentials');
  attempt.success();
  assertActive(u);
  return { token: issueToken(ctx.app, u) };
}

async function register(ctx: Ctx, withToken: boolean): Promise<RegisterResult> {
  const b = ctx.body;
  const username = str(b, 'username', LIMITS.username);
  // optional (docs/product/account.md#account.register.nickname): '' when not given
  const nickname = optStr(b, 'nickname', LIMITS.nickname) ?? '';
  const password = str(b, 'password', LIMITS.password);
  const confirm = str(b, 'confirm_password', LIMITS.confirm_password);
  const email = str(b, 'email', LIMITS.email);
  const phone = str(b, 'phone', LIMITS.phone);
  const licenseKey = str(b, 'license_key', LIMITS.license_key);
  if (!USERNAME.test(username))
    throw badParams('username must be 3-32 letters, digits, dots, dashes or underscores');
  if (!EMAIL.test(email)) throw badParams('email is invalid');
  if (!isPhone(phone)) throw badParams('phone is invalid');
  if (password !== confirm) throw reason('password_mismatch');
  if (ctx.app.store.userByName(username)) throw reason('username_taken');
  if (!isAuthorizationCode(licenseKey)) throw reason('license_key_not_found');
  const spec = {
    username,
    password,
    nickname,
    email,
    phone,
    entry: 'register' as const,
    lang: 'en',
    operatorId: 'OP10086',
    creditScore: 100,
    shopLevel: 1,
    deposit: '0.00',
    // day one is clean: the demo story is the demo accounts' (docs/product/account.md#account.register.clean)
    signedUp: true,
  };
  const u = await createUser(ctx.app.store, spec, ctx.app.now());
  // hashing is asynchronous: a concurrent registration of the same name may have won meanwhile
  const users = ctx.app.store.state.users;
  const same = users.filter((x) => x.username.toLowerCase() === username.toLowerCase());
  if (same[0] !== u) {
    ctx.app.store.state.users = users.filter((x) => x !== u);
    throw reason('username_taken');
  }
  const result: RegisterResult = { user_id: u.id };
  if (withToken) result.token = issueToken(ctx.app, u);
  return result;
}

function lang(ctx: Ctx): LangResult {
  return { lang: ctx.user?.lang ?? 'en' };
}

function config(ctx: Ctx): BasicConfig {
  return basicConfig(ctx.app.baseUrl, optStr(ctx.query, 'lang', 20) ?? ctx.lang);
}

export const authRoutes: Route[] = [
  { method: 'POST', path: '/auth/v2/login', auth: 'none', handler: login },
  { method: 'POST', path: '/auth/login', auth: 'none', handler: login },
  {
    method: 'POST',
    path: '/auth/v2/register',
    auth: 'none',
    handler: (ctx) => register(ctx, false),
  },
  { method: 'POST', path: '/auth/register', auth: 'none', handler: (ctx) => register(ctx, true) },
  { method: 'GET', path: '/auth/v2/lang', auth: 'optional', handler: lang },
  { method: 'GET', path: '/basic_config', auth: 'none', handler: config },
];
