/**
 * The calls (docs/product/api.md#api.calls) that the host and the shared kernel make (auth, the
 * session's user and config, the bell's count, the account currency, the transaction password of
 * the shared PayPasswordFlow and password dialog, the image upload) and those more than one remote
 * makes (the wallet's figures, the coupon list, the count of plans waiting to be put, the bound
 * payout details). Each remote owns its other calls and their types (`api.ts` in each feature of
 * each remote, docs/remote.md).
 */
import {
  installAccountCurrencyLoader,
  installKeptCurrency,
  withAccountCurrency,
} from '../format/account-currency';
import type * as T from '../wire/types';
import { type RequestOptions, request } from './client';
import { keptAnswer } from './last-answers';

export const api = {
  upload: (file: Blob, onProgress?: (percent: number) => void, o?: RequestOptions) => {
    const form = new FormData();
    form.append('file', file);
    return request<T.UploadResult>('POST', '/files/upload', form, { ...o, onProgress });
  },

  register: (b: T.RegisterBody, o?: RequestOptions) =>
    request<T.RegisterResult>('POST', '/auth/v2/register', b, o),
  login: (b: T.LoginBody, o?: RequestOptions) =>
    request<T.LoginResult>('POST', '/auth/v2/login', b, o),
  lang: (o?: RequestOptions) => request<T.LangResult>('GET', '/auth/v2/lang', undefined, o),

  userInfo: (o?: RequestOptions) => request<T.UserInfo>('GET', '/user/info', undefined, o),
  userInfoEdit: (b: T.UserInfoEditBody, o?: RequestOptions) =>
    request<T.UserInfo>('POST', '/user/info/edit', b, o),
  basicConfig: (lang: string, o?: RequestOptions) =>
    request<T.BasicConfig>('GET', '/basic_config', { lang }, o),

  unreadCount: (o?: RequestOptions) =>
    request<T.UnreadCount>('POST', '/user/notifications/unread_count', {}, o),

  /** `kept()`: the merchant's kept answer, to show until the fresh one comes (docs/offline.md) */
  property: Object.assign(
    (o?: RequestOptions) =>
      request<T.Property>('GET', '/user/property', undefined, o).then(withAccountCurrency),
    { kept: () => keptAnswer<T.Property>('GET', '/user/property', undefined) },
  ),
  /** ad centre (its count cell) and plans (the waiting line) */
  waitingPlanCount: Object.assign(
    (o?: RequestOptions) => request<T.CountResult>('POST', '/plan/order/await/put/count', {}, o),
    { kept: () => keptAnswer<T.CountResult>('POST', '/plan/order/await/put/count', {}) },
  ),
  /** ad centre (the coupon list) and plans (the put's coupon picker) */
  couponList: (q: T.CouponQuery, o?: RequestOptions) =>
    request<T.Page<T.Coupon>>('GET', '/user_coupon/list', q, o),

  /**
   * wallet (the card form, the withdrawal) and ad centre (the re-bind offer after a new
   * transaction password): the bound card or wallet address, null when none
   */
  bankCardDetail: (o?: RequestOptions) =>
    request<T.BankCard | null>('GET', '/bank_card/detail', undefined, o),

  checkPassword: (b: T.CheckPasswordBody, o?: RequestOptions) =>
    request<null>('POST', '/check/password', b, o),
  setPassword: (b: T.SetPasswordBody, o?: RequestOptions) =>
    request<null>('POST', '/set/password', b, o),
};

installAccountCurrencyLoader(() => api.property({ silent: true }));
installKeptCurrency(() => api.property.kept()?.data.currency);
