/** Demo data: the demo accounts, and a full merchant dataset for each of them and for every new user. */

import type { AppNotification, NotificationCategory } from '@adnet/remote-messaging/contract';
import type { PlanProduct } from '@adnet/remote-plan/contract';
import type {
  AcceptorOrder,
  BankCard,
  LedgerDestination,
  LedgerType,
} from '@adnet/remote-wallet/contract';
import type { CouponKind } from '../../shared/src/wire/types.ts';
import { ACCEPTORS } from './catalog';
import { couponDiscount, emptyMetrics, setProgress } from './domain';
import { addLedger, destinationOf, settleEntry } from './ledger';
import { type Big, big, fmt } from './money';
import { hashSecret, md5Hex } from './passwords';
import {
  type AccountState,
  type CouponRecord,
  emptyState,
  type PlanRecord,
  type Store,
  type UserRecord,
} from './store';
import { DAY, HOUR, iso, MINUTE } from './time';

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

const RANGES: [string, string][] = [
  ['100.00', '5000.00'],
  ['100.00', '5000.00'],
  ['200.00', '3000.00'],
  ['50.00', '1000.00'],
  ['500.00', '10000.00'],
];

const TARGETING = [
  'Ages 18-35, mobile gamers, United States, Canada, United Kingdom',
  'Ages 25-45, fashion and sportswear shoppers, Europe',
  'Ages 20-50, fitness enthusiasts, worldwide',
  'Ages 30-60, health and wellness readers, Asia-Pacific',
];

function planNo(id: number, createdMs: number): string {
  const d = new Date(createdMs);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `PL${ymd}${String(id).padStart(6, '0')}`;
}

export interface NewPlanOptions {
  productIndex: number;
  createdMs: number;
  officialPush?: boolean;
  rangeIndex?: number;
}

/** A new plan waiting to be put. */
export function newPlan(store: Store, o: NewPlanOptions): PlanRecord {
  const id = store.nextId('plan');
  const product = PRODUCTS[o.productIndex % PRODUCTS.length]!;
  const productNo = (o.productIndex % PRODUCTS.length) + 1;
  const [lowest, highest] = RANGES[(o.rangeIndex ?? o.productIndex) % RANGES.length]!;
  return {
    id,
    plan_no: planNo(id, o.createdMs),
    put_amount: '0',
    progress: 0,
    status: 'wait_put',
    created_at: iso(o.createdMs),
    official_push: o.officialPush ?? false,
    lowest_amount: lowest,
    highest_amount: highest,
    product: {
      id: store.nextId('product'),
      name: product.name,
      type: product.type,
      cover: `/static/cover/${productNo}.svg`,
      url:
        product.type === 'video'
          ? '/static/video.mp4'
          : `/static/landing.html?product=${productNo}`,
      description: product.description,
      price: product.price,
    },
    content: `${product.name}: ${product.description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.`,
    rules: [
      `Put between ${lowest} and ${highest}.`,
      'The amount is taken from your available balance when you put the plan.',
      'Matching takes a few seconds, then delivery starts and progress grows to 100 %.',
      'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.',
      'A plan that fails is refunded in full.',
    ].join('\n'),
    user_targeting: TARGETING[o.productIndex % TARGETING.length]!,
    game_description: product.game,
    put_at: null,
    stage_ticks: 0,
    pinned: false,
    will_fail: false,
    profit_rate: big(5 + (id % 8))
      .div(100)
      .toFixed(2),
    coupon_id: null,
    discount: '0.00',
    metrics: emptyMetrics(),
  };
}

// ---------- the merchant dataset ----------

interface LedgerEvent {
  at: number;
  type: LedgerType;
  amount: Big;
  remark: string;
  plan?: PlanRecord;
  destination?: LedgerDestination;
  /** a withdrawal: pending when sent, paid out this long after */
  paidAfter?: number;
}

const COUPON_SEEDS: { kind: CouponKind; name: string; amount: string; min: string }[] = [
  { kind: 'fixed', name: 'Fixed-amount coupon 10', amount: '10.00', min: '100.00' },
  { kind: 'value_added', name: 'Value-added coupon 20', amount: '20.00', min: '500.00' },
  { kind: 'deduction', name: '5% deduction coupon', amount: '5', min: '200.00' },
  { kind: 'team', name: 'Team coupon 15', amount: '15.00', min: '300.00' },
  { kind: 'custom', name: 'Custom coupon 8', amount: '8.00', min: '0' },
];

const NOTIFICATIONS: {
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

const EXTRA_TITLES: [NotificationCategory, string][] = [
  ['announcement', 'Platform update'],
  ['maintenance', 'Service notice'],
  ['activity', 'Activity reminder'],
];

/** Adds unread notifications, newest last, so that the user has `count` more unread. */
export function addUnreadNotifications(
  store: Store,
  u: UserRecord,
  count: number,
  nowMs: number,
): void {
  for (let i = 0; i < count; i++) {
    const [category, title] = EXTRA_TITLES[i % EXTRA_TITLES.length]!;
    const n: AppNotification = {
      id: store.nextId('notification'),
      category,
      title: `${title} #${i + 1}`,
      content: `<p>${title} number <b>${i + 1}</b>.</p>`,
      created_at: iso(nowMs - (count - i) * MINUTE),
      read: false,
    };
    u.notifications.push(n);
  }
}

function seedPlans(
  store: Store,
  now: number,
): { plans: PlanRecord[]; events: LedgerEvent[]; coupons: CouponRecord[] } {
  const plans: PlanRecord[] = [];
  const events: LedgerEvent[] = [];
  const coupons: CouponRecord[] = [];

  const make = (productIndex: number, createdAgo: number, rangeIndex = 0, officialPush = false) => {
    const p = newPlan(store, {
      productIndex,
      createdMs: now - createdAgo,
      rangeIndex,
      officialPush,
    });
    plans.push(p);
    return p;
  };

  const put = (p: PlanRecord, amount: string, putAgo: number, coupon?: CouponRecord) => {
    p.put_amount = amount;
    p.put_at = iso(now - putAgo);
    if (coupon) {
      p.coupon_id = coupon.id;
      p.discount = fmt(couponDiscount(coupon, big(amount)));
      coupon.used_at = p.put_at;
      coupon.plan_id = p.id;
    }
    events.push({
      at: now - putAgo,
      type: 'ad_delivery',
      amount: big(amount).neg(),
      remark: `Ad delivery: plan ${p.plan_no}`,
      plan: p,
    });
  };

  const settle = (p: PlanRecord, settleAgo: number) => {
    setProgress(p, 100);
    p.status = 'settled';
    const back = big(p.put_amount).plus(p.metrics.profit).plus(p.discount);
    events.push({
      at: now - settleAgo,
      type: 'ad_settlement',
      amount: back,
      remark: `Ad settlement: plan ${p.plan_no}`,
      plan: p,
    });
  };

  // coupons: every kind in every status
  for (const [i, c] of COUPON_SEEDS.entries()) {
    const base = {
      name: c.name,
      kind: c.kind,
      amount: c.amount,
      min_amount: c.min,
      used_at: null,
      plan_id: null,
    };
    coupons.push({
      id: store.nextId('coupon'),
      ...base,
      received_at: iso(now - (3 + i) * DAY),
      expires_at: iso(now + (10 + 5 * i) * DAY),
    });
    coupons.push({
      id: store.nextId('coupon'),
      ...base,
      received_at: iso(now - (40 + i) * DAY),
      expires_at: iso(now - (5 + i) * DAY),
    });
    coupons.push({
      id: store.nextId('coupon'),
      ...base,
      received_at: iso(now - (90 + i) * DAY),
      expires_at: iso(now + (60 + i) * DAY),
    });
  }
  const usedCoupon = (kind: CouponKind) => coupons.filter((c) => c.kind === kind)[2]!;

  // settled plans, oldest first
  const s4 = make(4, 82 * DAY, 4);
  put(s4, '900.00', 80 * DAY, usedCoupon('custom'));
  settle(s4, 79 * DAY);
  const s3 = make(3, 52 * DAY, 3);
  put(s3, '800.00', 50 * DAY, usedCoupon('deduction'));
  settle(s3, 49 * DAY);
  const s2 = make(2, 27 * DAY, 2);
  put(s2, '2000.00', 25 * DAY, usedCoupon('value_added'));
  settle(s2, 24 * DAY);
  const failed = make(5, 12 * DAY, 1);
  put(failed, '300.00', 11 * DAY);
  failed.status = 'failed';
  events.push({
    at: now - 11 * DAY + 10 * MINUTE,
    type: 'refund',
    amount: big('300.00'),
    remark: `Refund: plan ${failed.plan_no} failed`,
    plan: failed,
  });
  const s1 = make(1, 7 * DAY, 1);
  put(s1, '1500.00', 6 * DAY, usedCoupon('fixed'));
  settle(s1, 5 * DAY);
  const waitSettle = make(0, 3 * DAY, 0);
  put(waitSettle, '600.00', 2 * DAY);
  setProgress(waitSettle, 100);
  waitSettle.status = 'wait_settle';
  const finished = make(2, 2 * DAY, 2);
  put(finished, '700.00', 1 * DAY, usedCoupon('team'));
  setProgress(finished, 100);
  finished.status = 'finished';
  const putting = make(4, 5 * HOUR, 4);
  put(putting, '1000.00', 1 * HOUR);
  putting.status = 'putting';
  setProgress(putting, 40);
  const matching = make(1, 3 * HOUR, 1);
  put(matching, '500.00', 3 * MINUTE);
  matching.status = 'matching';

  // waiting to be put: one official push, products of both types
  make(3, 3 * DAY, 2);
  make(1, 1 * DAY, 1);
  make(0, 2 * HOUR, 0, true);

  // the simulation leaves these showcase plans where they are, so every status stays visible
  for (const p of [waitSettle, finished, putting, matching]) p.pinned = true;

  return { plans, events, coupons };
}

const DEMO_CARD: BankCard = {
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

export function demoCard(): BankCard {
  return { ...DEMO_CARD };
}

/** Gives a merchant its own plans, ledger, coupons, notifications, follow records and acceptor orders. */
export function seedMerchantData(store: Store, u: UserRecord, now: number): void {
  const { plans, events, coupons } = seedPlans(store, now);
  events.push(
    {
      at: now - 95 * DAY,
      type: 'system_topup',
      amount: big('10000.00'),
      remark: 'Deposit via customer service',
    },
    {
      at: now - 90 * DAY,
      type: 'vip_opening',
      amount: big('-199.00'),
      remark: 'VIP membership, 12 months',
    },
    {
      at: now - 70 * DAY,
      type: 'profit_sharing',
      amount: big('128.40'),
      remark: 'Team profit sharing',
    },
    {
      at: now - 62 * DAY,
      type: 'manual_withdrawal',
      amount: big('-500.00'),
      remark: 'Withdrawal to bank card ****6789',
      destination: destinationOf(DEMO_CARD, 'bank_card'),
      paidAfter: 1 * DAY,
    },
    {
      at: now - 55 * DAY,
      type: 'system_deduction',
      amount: big('-50.00'),
      remark: 'Chargeback: disputed click traffic',
    },
    {
      at: now - 40 * DAY,
      type: 'virtual_recharge_deduction',
      amount: big('-100.00'),
      remark: 'Virtual recharge reversed',
    },
    {
      at: now - 30 * DAY,
      type: 'system_topup',
      amount: big('5000.00'),
      remark: 'Deposit via customer service',
    },
    {
      at: now - 20 * DAY,
      type: 'profit_sharing',
      amount: big('86.20'),
      remark: 'Team profit sharing',
    },
    {
      at: now - 15 * DAY,
      type: 'manual_withdrawal',
      amount: big('-1000.00'),
      remark: 'Withdrawal to bank card ****6789',
      destination: destinationOf(DEMO_CARD, 'bank_card'),
      paidAfter: 2 * HOUR,
    },
    {
      at: now - 4 * DAY,
      type: 'system_deduction',
      amount: big('-20.00'),
      remark: 'Service fee adjustment',
    },
  );
  events.sort((a, b) => a.at - b.at);
  u.ledger = [];
  for (const e of events) {
    const entry = addLedger(store, u, e.type, e.amount, e.remark, e.at, {
      plan: e.plan,
      destination: e.destination,
      status: e.paidAfter === undefined ? 'done' : 'pending',
    });
    if (e.paidAfter !== undefined) settleEntry(entry, 'done', e.at + e.paidAfter);
  }
  u.plans = plans;
  u.coupons = coupons;

  u.notifications = NOTIFICATIONS.map((n) => ({
    id: store.nextId('notification'),
    category: n.category,
    title: n.title,
    content: n.content,
    created_at: iso(now - n.daysAgo * DAY - 30 * MINUTE),
    read: n.read,
  }));

  u.assistance = u.operator_id
    ? [
        {
          id: store.nextId('assistance'),
          operator_id: 'OP20001',
          status: 'ended',
          created_at: iso(now - 40 * DAY),
        },
        {
          id: store.nextId('assistance'),
          operator_id: u.operator_id,
          status: 'following',
          created_at: iso(now - 10 * DAY),
        },
      ]
    : [];

  const statuses: AcceptorOrder['status'][] = [
    'accepted',
    'accepted',
    'rejected',
    'accepted',
    'pending',
    'pending',
  ];
  u.acceptor_orders = statuses.map((status, i) => {
    const acceptor = ACCEPTORS[i % ACCEPTORS.length]!;
    const at = now - (50 - i * 9) * DAY;
    const id = store.nextId('acceptor_order');
    return {
      id,
      order_no: `FX${new Date(at).getUTCFullYear()}${String(id).padStart(7, '0')}`,
      kind: acceptor.kind,
      acceptor_name: acceptor.name,
      amount: fmt(big(300 + i * 250)),
      currency: acceptor.currency,
      status,
      created_at: iso(at),
    };
  });
}

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
}

interface Hashes {
  password: string;
  pay: string | null;
}

async function hashesFor(spec: UserSpec): Promise<Hashes> {
  const [password, pay] = await Promise.all([
    hashSecret(spec.password),
    spec.payPassword ? hashSecret(md5Hex(spec.payPassword)) : Promise.resolve(null),
  ]);
  return { password, pay };
}

function insertUser(store: Store, spec: UserSpec, hashes: Hashes, now: number): UserRecord {
  const u: UserRecord = {
    id: store.nextId('user'),
    username: spec.username,
    nickname: spec.nickname,
    email: spec.email,
    phone: spec.phone,
    entry: spec.entry,
    lang: spec.lang ?? 'en',
    account_state: spec.accountState ?? 'active',
    password_hash: hashes.password,
    pay_password_hash: hashes.pay,
    credit_score: spec.creditScore ?? 100,
    shop_level: spec.shopLevel ?? 3,
    deposit: spec.deposit ?? '500.00',
    operator_id: spec.operatorId ?? '',
    vip: spec.vip ?? false,
    store_opened: spec.storeOpened ?? true,
    startup_funds_returned: spec.startupFundsReturned ?? true,
    newcomer_coupon_claimed: false,
    card: spec.card ? { ...spec.card } : null,
    created_at: iso(now - (spec.withData === false ? 0 : 100 * DAY)),
    put_count: 0,
    plans: [],
    ledger: [],
    coupons: [],
    notifications: [],
    assistance: [],
    acceptor_orders: [],
    requests: [],
  };
  if (spec.withData !== false) seedMerchantData(store, u, now);
  store.state.users.push(u);
  return u;
}

/** Creates a user with its own demo dataset (hashing is asynchronous; insertion is not). */
export async function createUser(store: Store, spec: UserSpec, now: number): Promise<UserRecord> {
  return insertUser(store, spec, await hashesFor(spec), now);
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

/** Replaces the whole state with the demo set. */
export async function seedAll(store: Store, now: number): Promise<void> {
  const hashes = await Promise.all(DEMO_USERS.map(hashesFor));
  store.state = emptyState(iso(now));
  for (const [i, spec] of DEMO_USERS.entries()) insertUser(store, spec, hashes[i]!, now);
  const busy = store.userByName('busy')!;
  const unread = busy.notifications.filter((n) => !n.read).length;
  addUnreadNotifications(store, busy, 150 - unread, now);
  store.changed();
}
