/** The ad-centre remote's routes, mounted by the host under /ad-welcome and /ad-center. */
import {
  api,
  type RouteHandle,
  registerNamespace,
  resource,
  session,
  store,
  timeZoneName,
  userInfoAtom,
} from '@adnet/shared';
import type { RouteObject } from 'react-router';
import { COUPON_PAGE_SIZE, isCouponTab } from './features/coupons/coupon-view';
import { loadFaq } from './features/faq/faq';
import { operatorFollowApi } from './features/operator-follow/api';
import { overviewApi } from './features/overview/api';
import { PERIODS } from './features/overview/periods';
import type { AdCenterData } from './pages/ad-center-page';
import type { CouponsData } from './pages/coupons-page';
import type { EditPayPasswordData } from './pages/edit-pay-password-page';
import type { OperatedData } from './pages/operated-page';
import type { QuesDetailData } from './pages/ques-detail-page';
import { paths } from './paths';

/** This remote's i18n namespace: its federation name (registered here, named by every `t`). */
const NAMESPACE = 'adcenter';

void registerNamespace(NAMESPACE, (lng) => import(`./locales/${lng}.json`));

/** A page under /ad-center: normal header, back to the ad centre, a title of ours. */
const sub = (title: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  title,
  ns: NAMESPACE,
  back: paths.adCenter,
  ...extra,
});

export const routes: RouteObject[] = [
  {
    path: paths.adWelcome,
    lazy: async () => ({
      Component: (await import('./pages/welcome-page')).WelcomePage,
    }),
    handle: {
      public: true,
      transparent: true,
      whiteText: true,
      back: false,
      icons: { bell: false, lang: false, logout: false, service: true },
    } satisfies RouteHandle,
  },
  {
    path: paths.adCenter,
    // today's figures, the waiting plans and the FAQ start beside the page's code
    // the figures and the count show the merchant's kept answers at once, labelled with their
    // age, until these answer (docs/offline.md)
    loader: (): AdCenterData => {
      const today = { type: PERIODS[0]!.type, user_time_zone: timeZoneName() };
      return {
        today: resource(
          () => overviewApi.statistics(today),
          () => overviewApi.statistics.kept(today),
        ),
        waitPut: resource(() => api.waitingPlanCount({ silent: true }), api.waitingPlanCount.kept),
        faq: resource(loadFaq),
      };
    },
    lazy: async () => ({ Component: (await import('./pages/ad-center-page')).AdCenterPage }),
    // No arrow; the page hands the hybrid back action to the shell's close.
    handle: {
      title: 'center.title',
      ns: NAMESPACE,
      back: false,
      icons: { logout: true },
    } satisfies RouteHandle,
  },
  {
    path: paths.activities,
    lazy: async () => ({ Component: (await import('./pages/activities-page')).ActivitiesPage }),
    handle: sub('activities.title'),
  },
  {
    path: paths.coupons,
    // page 1 of the URL's tab beside the page's code; a tab change runs it for the new tab
    loader: ({ request }): CouponsData => {
      const raw = new URL(request.url).searchParams.get('status');
      const status = isCouponTab(raw) ? raw : 'unused';
      const query = { page: 1, size: COUPON_PAGE_SIZE, status };
      return { firstPage: resource(() => api.couponList(query)).first };
    },
    lazy: async () => ({ Component: (await import('./pages/coupons-page')).CouponsPage }),
    handle: sub('coupons.title'),
  },
  {
    path: paths.editLoginPassword,
    lazy: async () => ({
      Component: (await import('./pages/edit-login-password-page')).EditLoginPasswordPage,
    }),
    handle: sub('loginPassword.title'),
  },
  {
    path: paths.editPayPassword,
    // has_pay_password may be stale (a password set on another device): read it again on entry,
    // so that an existing password is asked for first
    loader: (): EditPayPasswordData => ({
      hasPassword: resource(() =>
        session.refreshUserInfo().then(() => Boolean(store.get(userInfoAtom)?.has_pay_password)),
      ),
    }),
    lazy: async () => ({
      Component: (await import('./pages/edit-pay-password-page')).EditPayPasswordPage,
    }),
    handle: sub('payPassword.title'),
  },
  {
    path: paths.feedback,
    lazy: async () => ({
      Component: (await import('./pages/feedback-page')).FeedbackPage,
    }),
    handle: sub('feedback.title'),
  },
  {
    path: paths.level,
    lazy: async () => ({ Component: (await import('./pages/level-page')).LevelPage }),
    handle: sub('level.title'),
  },
  {
    path: paths.operated,
    loader: (): OperatedData => ({
      firstPage: resource(() => operatorFollowApi.assistanceList({ page: 1, size: 10 })).first,
    }),
    lazy: async () => ({
      Component: (await import('./pages/operated-page')).OperatedPage,
    }),
    handle: sub('operated.title'),
  },
  {
    path: paths.quesDetail,
    loader: (): QuesDetailData => ({ faq: resource(loadFaq) }),
    lazy: async () => ({ Component: (await import('./pages/ques-detail-page')).QuesDetailPage }),
    handle: sub('faq.title', { icons: { lang: false, bell: false } }),
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
