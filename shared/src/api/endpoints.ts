/** One typed function per call of SPEC.md §7. */

import { installAccountCurrencyLoader, withAccountCurrency } from '../format/account-currency';
import { type RequestOptions, request } from './client';
import type * as T from './types';

export const api = {
  upload: (file: Blob, onProgress?: (percent: number) => void, o?: RequestOptions) => {
    const form = new FormData();
    form.append('file', file);
    return request<T.UploadResult>('POST', '/files/upload', form, { ...o, onProgress });
  },

  planList: (q: T.PlanListQuery, o?: RequestOptions) =>
    request<T.Page<T.PlanOrder>>('GET', '/plan/order/list', q, o),
  planDetail: (b: T.PlanIdBody, o?: RequestOptions) =>
    request<T.PlanDetail>('POST', '/plan/order/detail', b, o),
  planAppDetail: (b: T.PlanIdBody, o?: RequestOptions) =>
    request<T.PlanDetail>('POST', '/plan/order/app/detail', b, o),
  planPut: (b: T.PlanPutBody, o?: RequestOptions) =>
    request<T.PlanOrder>('POST', '/plan/order/put', b, o),
  planAwaitPutCount: (o?: RequestOptions) =>
    request<T.CountResult>('POST', '/plan/order/await/put/count', {}, o),

  register: (b: T.RegisterBody, o?: RequestOptions) =>
    request<T.RegisterResult>('POST', '/auth/v2/register', b, o),
  login: (b: T.LoginBody, o?: RequestOptions) =>
    request<T.LoginResult>('POST', '/auth/v2/login', b, o),
  lang: (o?: RequestOptions) => request<T.LangResult>('GET', '/auth/v2/lang', undefined, o),
  loginLegacy: (b: T.LoginBody, o?: RequestOptions) =>
    request<T.LoginResult>('POST', '/auth/login', b, o),
  registerLegacy: (b: T.RegisterBody, o?: RequestOptions) =>
    request<T.RegisterResult>('POST', '/auth/register', b, o),

  userInfo: (o?: RequestOptions) => request<T.UserInfo>('GET', '/user/info', undefined, o),
  userInfoEdit: (b: T.UserInfoEditBody, o?: RequestOptions) =>
    request<T.UserInfo>('POST', '/user/info/edit', b, o),
  updatePassword: (b: T.UpdatePasswordBody, o?: RequestOptions) =>
    request<null>('POST', '/update/password', b, o),
  basicConfig: (lang: string, o?: RequestOptions) =>
    request<T.BasicConfig>('GET', '/basic_config', { lang }, o),
  openingStore: (b: T.OpeningStoreBody, o?: RequestOptions) =>
    request<T.UserInfo>('POST', '/opening_store', b, o),
  feedback: (b: T.FeedbackBody, o?: RequestOptions) => request<null>('POST', '/feedback', b, o),

  statistics: (type: T.StatisticsType, userTimeZone: string, o?: RequestOptions) =>
    request<T.StatisticsResult>(
      'GET',
      '/ad/order/data_statistics/list',
      { type, user_time_zone: userTimeZone },
      o,
    ),
  assistanceList: (q: T.PageQuery, o?: RequestOptions) =>
    request<T.Page<T.AssistanceRecord>>('GET', '/assistance/list', q, o),
  follow: (b: T.FollowBody, o?: RequestOptions) =>
    request<T.AssistanceRecord>('POST', '/assistance/follow', b, o),
  couponList: (q: T.CouponQuery, o?: RequestOptions) =>
    request<T.Page<T.Coupon>>('GET', '/user_coupon/list', q, o),
  couponReceive: (b: T.CouponReceiveBody, o?: RequestOptions) =>
    request<T.Coupon>('POST', '/user_coupon/receive', b, o),

  notifications: (q: T.NotificationQuery, o?: RequestOptions) =>
    request<T.Page<T.AppNotification>>('POST', '/user/notifications', q, o),
  notificationsRead: (b: T.NotificationReadBody, o?: RequestOptions) =>
    request<T.UnreadCount>('POST', '/user/notifications/read', b, o),
  unreadCount: (o?: RequestOptions) =>
    request<T.UnreadCount>('POST', '/user/notifications/unread_count', {}, o),

  property: (o?: RequestOptions) =>
    request<T.Property>('GET', '/user/property', undefined, o).then(withAccountCurrency),
  ledger: (q: T.LedgerQuery, o?: RequestOptions) =>
    request<T.LedgerPage>('GET', '/transaction_flow/list', q, o),
  acceptorOrders: (q: T.PageQuery, o?: RequestOptions) =>
    request<T.Page<T.AcceptorOrder>>('GET', '/acceptor/order/list', q, o),
  acceptorDetail: (b: T.AcceptorDetailBody, o?: RequestOptions) =>
    request<T.Acceptor>('POST', '/acceptor/detail', b, o),
  withdraw: (b: T.WithdrawBody, o?: RequestOptions) =>
    request<T.Property>('POST', '/user/withdraw', b, o).then(withAccountCurrency),
  checkPassword: (b: T.CheckPasswordBody, o?: RequestOptions) =>
    request<null>('POST', '/check/password', b, o),
  bankCardEdit: (b: T.BankCardEditBody, o?: RequestOptions) =>
    request<T.BankCard>('POST', '/bank_card/edit', b, o),
  bankCardDetail: (o?: RequestOptions) =>
    request<T.BankCard | null>('GET', '/bank_card/detail', undefined, o),
  setPassword: (b: T.SetPasswordBody, o?: RequestOptions) =>
    request<null>('POST', '/set/password', b, o),
};

installAccountCurrencyLoader(() => api.property({ silent: true }));
