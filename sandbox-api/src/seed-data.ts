/** The demo data as tables: the demo accounts, and what every merchant dataset is made of. */

import type { NotificationCategory } from '@adnet/remote-messaging/contract';
import type { PlanProduct } from '@adnet/remote-plan/contract';
import type { BankCard } from '@adnet/remote-wallet/contract';
import type { CouponKind } from '@adnet/shared/wire';
import type { AccountState } from './store';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PAY_PASSWORD = '123456';

export const NEWCOMER_COUPON = {
  name: 'New-user support gift',
  kind: 'fixed' as CouponKind,
  amount: '50.00',
  min_amount: '100.00',
  validDays: 30,
};

// ---------- products & plans ----------

interface ProductSeed {
  name: string;
  type: PlanProduct['type'];
  description: string;
  price: string;
  game: string;
}

export const PRODUCTS: ProductSeed[] = [
  {
    name: 'Starlight Puzzle Quest',
    type: 'video',
    description: 'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.',
    price: '4.99',
    game: 'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.',
  },
  {
    name: 'Urban Sneakers Summer Sale',
    type: 'landing',
    description: 'Up to 40% off the summer collection, free shipping over $50.',
    price: '89.00',
    game: 'Not a game: a landing page that collects purchases during the summer sale.',
  },
  {
    name: 'FitPulse Smart Watch',
    type: 'video',
    description: 'Heart-rate, sleep and workout tracking with a 14-day battery.',
    price: '129.00',
    game: 'Not a game: a 15-second product video followed by a store link.',
  },
  {
    name: 'Green Leaf Organic Tea',
    type: 'landing',
    description: 'Hand-picked organic green tea, shipped fresh from the garden.',
    price: '19.90',
    game: 'Not a game: a landing page with a first-order discount form.',
  },
  {
    name: 'Dragon Realm Online',
    type: 'video',
    description: 'A fantasy role-playing game with guild battles and dragon taming.',
    price: '0.00',
    game: 'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.',
  },
  {
    name: 'Cozy Home Furniture',
    type: 'landing',
    description: 'Modern sofas and tables, assembled and delivered within a week.',
    price: '499.00',
    game: 'Not a game: a catalogue landing page with a booking form.',
  },
];

export const RANGES: [string, string][] = [
  ['100.00', '5000.00'],
  ['100.00', '5000.00'],
  ['200.00', '3000.00'],
  ['50.00', '1000.00'],
  ['500.00', '10000.00'],
];

export const TARGETING = [
  'Ages 18-35, mobile gamers, United States, Canada, United Kingdom',
  'Ages 25-45, fashion and sportswear shoppers, Europe',
  'Ages 20-50, fitness enthusiasts, worldwide',
  'Ages 30-60, health and wellness readers, Asia-Pacific',
];

// ---------- the merchant dataset ----------

export const COUPON_SEEDS: { kind: CouponKind; name: string; amount: string; min: string }[] = [
  { kind: 'fixed', name: 'Fixed-amount coupon 10', amount: '10.00', min: '100.00' },
  { kind: 'value_added', name: 'Value-added coupon 20', amount: '20.00', min: '500.00' },
  { kind: 'deduction', name: '5% deduction coupon', amount: '5', min: '200.00' },
  { kind: 'team', name: 'Team coupon 15', amount: '15.00', min: '300.00' },
  { kind: 'custom', name: 'Custom coupon 8', amount: '8.00', min: '0' },
];

export const NOTIFICATIONS: {
  category: NotificationCategory;
  title: string;
  content: string;
  read: boolean;
  daysAgo: number;
}[] = [
  {
    category: 'announcement',
    title: 'Welcome to the Merchant Center',
    content:
      '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>',
    read: true,
    daysAgo: 60,
  },
  {
    category: 'maintenance',
    title: 'Payment channel upgrade',
    content:
      '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>',
    read: true,
    daysAgo: 45,
  },
  {
    category: 'activity',
    title: 'Summer activity has ended',
    content: '<p>Thank you for joining the summer activity. Rewards have been sent.</p>',
    read: true,
    daysAgo: 38,
  },
  {
    category: 'announcement',
    title: 'Reach over 3 billion users',
    content:
      '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>',
    read: true,
    daysAgo: 30,
  },
  {
    category: 'activity',
    title: 'Weekend coupon bonanza',
    content:
      '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>',
    read: true,
    daysAgo: 21,
  },
  {
    category: 'announcement',
    title: 'Security notice',
    content:
      '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>',
    read: true,
    daysAgo: 14,
  },
  {
    category: 'maintenance',
    title: 'Maintenance complete',
    content: '<p>The scheduled maintenance is complete. All services are back to normal.</p>',
    read: true,
    daysAgo: 9,
  },
  {
    category: 'activity',
    title: 'Invite friends, share profit',
    content:
      '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>',
    read: true,
    daysAgo: 7,
  },
  {
    category: 'activity',
    title: 'Team coupon event',
    content:
      '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>',
    read: false,
    daysAgo: 4,
  },
  {
    category: 'maintenance',
    title: 'Scheduled maintenance on Sunday',
    content:
      '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>',
    read: false,
    daysAgo: 2,
  },
  {
    category: 'announcement',
    title: 'New ad format: landing pages',
    content:
      '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>',
    read: false,
    daysAgo: 1,
  },
  {
    category: 'activity',
    title: 'New-user support gift',
    content: '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>',
    read: false,
    daysAgo: 0,
  },
];

export const EXTRA_TITLES: [NotificationCategory, string][] = [
  ['announcement', 'Platform update'],
  ['maintenance', 'Service notice'],
  ['activity', 'Activity reminder'],
];

export const DEMO_CARD: BankCard = {
  method: 'bank_card',
  card_name: 'Bank of Demo',
  user_name: 'Demo Merchant',
  mobile: '+1 555 0100',
  bank_account: '6222020200123456789',
  branch_name: 'Downtown Branch',
  bank_address: '1 Market Street, San Francisco',
  wallet_address: '',
  network: '',
};

// ---------- users ----------

export interface UserSpec {
  username: string;
  password: string;
  nickname: string;
  email: string;
  phone: string;
  entry: 'register' | 'app';
  lang?: string;
  accountState?: AccountState;
  /** plain six digits; hashed as scrypt(md5(digits)) */
  payPassword?: string | null;
  card?: BankCard | null;
  operatorId?: string;
  storeOpened?: boolean;
  startupFundsReturned?: boolean;
  creditScore?: number;
  shopLevel?: number;
  deposit?: string;
  vip?: boolean;
  /** false for accounts that cannot log in: no dataset */
  withData?: boolean;
  /** just registered: no history (docs/product/account.md#account.register.clean) */
  signedUp?: boolean;
}

const merchant = (username: string, nickname: string, extra: Partial<UserSpec> = {}): UserSpec => ({
  username,
  password: DEMO_PASSWORD,
  nickname,
  email: `${username}@example.com`,
  phone: '+15550100',
  entry: 'register',
  lang: 'en',
  operatorId: 'OP10086',
  vip: true,
  ...extra,
});

/** The demo accounts; see README.md. */
export const DEMO_USERS: UserSpec[] = [
  merchant('demo', 'Demo Merchant', { payPassword: DEMO_PAY_PASSWORD, card: DEMO_CARD }),
  merchant('nopay', 'No-Pay Merchant', {
    creditScore: 90,
    shopLevel: 2,
    deposit: '200.00',
    vip: false,
  }),
  merchant('busy', 'Busy Merchant', { payPassword: DEMO_PAY_PASSWORD, card: DEMO_CARD }),
  merchant('locked', 'Locked Merchant', {
    payPassword: DEMO_PAY_PASSWORD,
    card: DEMO_CARD,
    startupFundsReturned: false,
  }),
  merchant('appuser', 'App Merchant', {
    entry: 'app',
    storeOpened: false,
    operatorId: '',
    vip: false,
    creditScore: 80,
    shopLevel: 0,
    deposit: '0.00',
  }),
  merchant('inactive', 'Inactive Merchant', {
    lang: 'zh-TW',
    accountState: 'inactive',
    withData: false,
  }),
  merchant('disabled', 'Disabled Merchant', {
    lang: 'de',
    accountState: 'disabled',
    withData: false,
  }),
  merchant('cancelled', 'Cancelled Merchant', {
    lang: 'ja',
    accountState: 'cancelled',
    withData: false,
  }),
];
