/**
 * The sandbox's state: kept in memory in the shapes below, which the routes, the seed and the
 * simulation work on, and written to a SQLite database row by row (./sqlite-store.ts): each
 * request's changes in one transaction, only the rows that changed.
 */
import type { AssistanceRecord } from '@adnet/remote-adcenter/contract';
import type { AppNotification } from '@adnet/remote-messaging/contract';
import type { PlanDetail } from '@adnet/remote-plan/contract';
import type {
  AcceptorOrder,
  BankCard,
  LedgerDestination,
  LedgerEntry,
  LedgerStatus,
  LedgerStep,
} from '@adnet/remote-wallet/contract';
import type { CouponKind, Money, Timestamp } from '@adnet/shared/wire';

/** 2: ledger records keep their plan, steps and destination (older data is seeded afresh) */
export const STATE_VERSION = 2;

export type AccountState = 'active' | 'inactive' | 'disabled' | 'cancelled';

export interface PlanMetricsRecord {
  consumed: Money;
  impressions: number;
  clicks: number;
  ad_revenue: Money;
  profit: Money;
}

/** A plan as kept: the wire's detail fields (the remote's contract) and the simulation's own. */
export interface PlanRecord extends Omit<PlanDetail, 'metrics' | 'coupon'> {
  /** when the merchant put it; null while wait_put */
  put_at: Timestamp | null;
  /** simulation ticks spent in the current status */
  stage_ticks: number;
  /** a seeded showcase plan that the simulation leaves in its status (so every status stays visible) */
  pinned: boolean;
  /** decided at put time: this put ends in 'failed' after matching */
  will_fail: boolean;
  /** profit as a share of the put amount at 100 % progress, e.g. "0.08" */
  profit_rate: string;
  coupon_id: number | null;
  /** coupon discount credited with this put; "0.00" when none */
  discount: Money;
  metrics: PlanMetricsRecord;
}

/**
 * A ledger entry as kept: the wire's own fields, and what its view (./ledger.ts) is made from.
 * Its reference, its plan's number and its coupon are read when it is answered.
 */
export interface LedgerRecord
  extends Omit<LedgerEntry, 'status' | 'reference' | 'plan' | 'coupon' | 'destination'> {
  status: LedgerStatus;
  /** oldest first; the last one is `status` */
  steps: LedgerStep[];
  /** the plan of an ad delivery, a settlement or a failed plan's refund */
  plan_id: number | null;
  /** a withdrawal's destination as it was bound when it was sent */
  destination: LedgerDestination | null;
}

export interface CouponRecord {
  id: number;
  name: string;
  kind: CouponKind;
  amount: Money;
  min_amount: Money;
  expires_at: Timestamp;
  received_at: Timestamp;
  used_at: Timestamp | null;
  plan_id: number | null;
}

export interface RequestRecord {
  request_id: string;
  kind: 'put' | 'withdraw' | 'bind-card';
  /** what the request asked, to tell a replay from a reuse of the id */
  fingerprint: string;
  result: unknown;
  at: Timestamp;
}

export interface FeedbackRecord {
  id: number;
  user_id: number;
  subject: string;
  content: string;
  images: string[];
  created_at: Timestamp;
}

export interface UserRecord {
  id: number;
  username: string;
  nickname: string;
  email: string;
  phone: string;
  entry: 'register' | 'app';
  lang: string;
  account_state: AccountState;
  /** scrypt hash of the login password */
  password_hash: string;
  /** scrypt hash of the MD5 hex of the transaction password; null when none is set */
  pay_password_hash: string | null;
  credit_score: number;
  shop_level: number;
  deposit: Money;
  operator_id: string;
  vip: boolean;
  store_opened: boolean;
  startup_funds_returned: boolean;
  newcomer_coupon_claimed: boolean;
  card: BankCard | null;
  created_at: Timestamp;
  /** number of puts so far; every 7th put fails */
  put_count: number;
  plans: PlanRecord[];
  /** chronological, oldest first; balance_after is the running sum */
  ledger: LedgerRecord[];
  coupons: CouponRecord[];
  notifications: AppNotification[];
  assistance: AssistanceRecord[];
  acceptor_orders: AcceptorOrder[];
  requests: RequestRecord[];
}

export interface TokenRecord {
  user_id: number;
  created_at: number;
  expires_at: number;
}

export type IdKind =
  | 'user'
  | 'plan'
  | 'product'
  | 'ledger'
  | 'coupon'
  | 'notification'
  | 'assistance'
  | 'acceptor_order'
  | 'feedback';

export interface State {
  version: number;
  ids: Record<IdKind, number>;
  users: UserRecord[];
  tokens: Record<string, TokenRecord>;
  feedback: FeedbackRecord[];
  /** simulation ticks run so far */
  tick: number;
  seeded_at: Timestamp;
}

export function emptyState(seededAt: Timestamp): State {
  return {
    version: STATE_VERSION,
    ids: {
      user: 1000,
      plan: 10000,
      product: 500,
      ledger: 100000,
      coupon: 3000,
      notification: 7000,
      assistance: 200,
      acceptor_order: 8000,
      feedback: 0,
    },
    users: [],
    tokens: {},
    feedback: [],
    tick: 0,
    seeded_at: seededAt,
  };
}

/**
 * The state and its persistence, as the routes, the seed and the simulation use it
 * (./sqlite-store.ts). A request is one unit of work: the merchants it looks up and the sessions
 * it changes are compared with their rows when it ends, and what differs is written in one
 * transaction; a failed request's changes are undone.
 */
export interface Store {
  /** replacing it (a reseed) writes every row again */
  state: State;
  readonly file: string;
  nextId(kind: IdKind): number;
  /** finds a user by id; the user is touched (compared with its rows at the next commit) */
  userById(id: number): UserRecord | undefined;
  /** finds a user by name, case-insensitively; the user is touched */
  userByName(username: string): UserRecord | undefined;
  /** marks a merchant whose rows may change in this unit of work */
  touch(u: UserRecord): void;
  /** commits the current unit of work: what it touched and changed, in one transaction */
  changed(): void;
  /** undoes in memory what the current unit of work changed and did not commit */
  rollback(): void;
  /** commits what is pending and moves the log into the database file */
  flush(): Promise<void>;
  close(): Promise<void>;
}
