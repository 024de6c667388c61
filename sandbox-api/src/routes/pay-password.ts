/** The transaction password: check it, set it, change it (wrong guesses count towards one lock). */

import { badParams, reason, wrongPayPassword } from '../errors';
import { type Ctx, me, optStr, type Route, str } from '../http';
import { hashSecret, MD5_HEX, normaliseMd5, verifySecret } from '../passwords';

async function checkPassword(ctx: Ctx): Promise<null> {
  const u = me(ctx);
  const password = str(ctx.body, 'password', 64);
  if (!u.pay_password_hash) throw reason('pay_password_not_set');
  const attempt = ctx.app.lockouts.begin('pay_password', u.id);
  if (
    !MD5_HEX.test(password) ||
    !(await verifySecret(normaliseMd5(password), u.pay_password_hash))
  ) {
    throw attempt.failure() ?? wrongPayPassword('wrong_pay_password', attempt.triesLeft());
  }
  attempt.success();
  return null;
}

async function setPassword(ctx: Ctx): Promise<null> {
  const u = me(ctx);
  const password = str(ctx.body, 'password', 64);
  const confirm = str(ctx.body, 'confirm_password', 64);
  const old = optStr(ctx.body, 'old_password', 64);
  if (!MD5_HEX.test(password) || !MD5_HEX.test(confirm)) {
    throw badParams('password and confirm_password must be MD5 hex strings');
  }
  if (normaliseMd5(password) !== normaliseMd5(confirm)) throw reason('password_mismatch');
  if (u.pay_password_hash) {
    // the old password is the same secret: its guesses count towards the same lock
    const attempt = ctx.app.lockouts.begin('pay_password', u.id);
    const ok =
      old !== undefined &&
      MD5_HEX.test(old) &&
      (await verifySecret(normaliseMd5(old), u.pay_password_hash));
    if (!ok) throw attempt.failure() ?? wrongPayPassword('wrong_old_password', attempt.triesLeft());
    attempt.success();
  }
  u.pay_password_hash = await hashSecret(normaliseMd5(password));
  return null;
}

export const payPasswordRoutes: Route[] = [
  { method: 'POST', path: '/check/password', auth: 'user', handler: checkPassword },
  { method: 'POST', path: '/set/password', auth: 'user', handler: setPassword },
];
