/** User info, profile edits, login password, opening the store, feedback. */
import type { UserInfo } from '@adnet/shared/wire';
import { isAuthorizationCode, matchLanguage } from '../catalog';
import { userInfoView } from '../domain';
import { ApiError, badParams, CODE, reason, tooLong } from '../errors';
import { type Ctx, EMAIL, isPhone, me, optStr, type Route, str } from '../http';
import { LIMITS } from '../limits';
import { hashSecret, verifySecret } from '../passwords';
import { iso } from '../time';
import { expireTokensOf } from './auth';

function info(ctx: Ctx): UserInfo {
  return userInfoView(me(ctx), ctx.app.baseUrl, ctx.lang);
}

function edit(ctx: Ctx): UserInfo {
  const u = me(ctx);
  const nickname = optStr(ctx.body, 'nickname', LIMITS.nickname);
  const email = optStr(ctx.body, 'email', LIMITS.email);
  const phone = optStr(ctx.body, 'phone', LIMITS.phone);
  const langRaw = optStr(ctx.body, 'lang', 20);
  if (email !== undefined && !EMAIL.test(email)) throw badParams('email is invalid');
  if (phone !== undefined && !isPhone(phone)) throw badParams('phone is invalid');
  const lang = langRaw === undefined ? undefined : matchLanguage(langRaw);
  if (lang === null) throw badParams('lang is not supported');
  if (nickname !== undefined) u.nickname = nickname;
  if (email !== undefined) u.email = email;
  if (phone !== undefined) u.phone = phone;
  if (lang !== undefined) u.lang = lang;
  return userInfoView(u, ctx.app.baseUrl, ctx.lang);
}

async function updatePassword(ctx: Ctx): Promise<null> {
  const u = me(ctx);
  const oldPassword = str(ctx.body, 'old_password', LIMITS.old_password);
  const newPassword = str(ctx.body, 'new_password', LIMITS.new_password);
  const confirm = str(ctx.body, 'confirm_password', LIMITS.confirm_password);
  if (!(await verifySecret(oldPassword, u.password_hash))) throw reason('wrong_old_password');
  if (newPassword === oldPassword) throw reason('password_same_as_old');
  if (newPassword !== confirm) throw reason('password_mismatch');
  u.password_hash = await hashSecret(newPassword);
  expireTokensOf(ctx.app, u.id);
  return null;
}

function openingStore(ctx: Ctx): UserInfo {
  const u = me(ctx);
  const key = str(ctx.body, 'license_key', LIMITS.license_key);
  if (!isAuthorizationCode(key)) throw reason('license_key_not_found');
  u.store_opened = true;
  return userInfoView(u, ctx.app.baseUrl, ctx.lang);
}

const FEEDBACK_MSG = 'please enter your topic and content';

function feedback(ctx: Ctx): null {
  const u = me(ctx);
  const { subject, content, images } = ctx.body;
  if (
    typeof subject !== 'string' ||
    !subject.trim() ||
    typeof content !== 'string' ||
    !content.trim()
  ) {
    throw new ApiError(CODE.params, FEEDBACK_MSG);
  }
  if (subject.length > LIMITS.subject) throw tooLong('subject', LIMITS.subject);
  if (content.length > LIMITS.content) throw tooLong('content', LIMITS.content);
  let list: string[] = [];
  if (images !== undefined && images !== null) {
    if (
      !Array.isArray(images) ||
      images.length > 9 ||
      images.some((i) => typeof i !== 'string' || i.length > 500)
    ) {
      throw badParams('images is invalid');
    }
    list = images as string[];
  }
  const store = ctx.app.store;
  store.state.feedback.push({
    id: store.nextId('feedback'),
    user_id: u.id,
    subject: subject.trim(),
    content: content.trim(),
    images: list,
    created_at: iso(ctx.app.now()),
  });
  return null;
}

export const userRoutes: Route[] = [
  { method: 'GET', path: '/user/info', auth: 'user', handler: info },
  { method: 'POST', path: '/user/info/edit', auth: 'user', handler: edit },
  { method: 'POST', path: '/update/password', auth: 'user', handler: updatePassword },
  { method: 'POST', path: '/opening_store', auth: 'user', handler: openingStore },
  { method: 'POST', path: '/feedback', auth: 'user', handler: feedback },
];
