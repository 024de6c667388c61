/**
 * The wire contract between the apps and the API (docs/product/api.md).
 * Field names the first brief left open are chosen here, once, and the sandbox API
 * follows this file. Money travels as decimal strings ("1234.50"), never as floats.
 * A leaf of the kernel: it imports nothing, so the client, the session, formatting and i18n
 * all read it without importing each other.
 */

export type Money = string;
/** ISO 8601 timestamp with offset, e.g. 2026-11-21T08:30:00.000Z */
export type Timestamp = string;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface PageQuery {
  /** 1-based */
  page?: number;
  size?: number;
}

export type * from './errors';

// ---------- auth & user ----------

export interface LoginBody {
  username: string;
  password: string;
}
export interface LoginResult {
  token: string;
}

export interface RegisterBody {
  username: string;
  /** optional (docs/product/account.md#account.register.nickname); sent when given */
  nickname?: string;
  password: string;
  confirm_password: string;
  email: string;
  phone: string;
  license_key: string;
}
export interface RegisterResult {
  user_id: number;
  /** only the older /auth/register carries a token */
  token?: string;
}

/**
 * A customer-service item: type 1 opens in the embedded /customer page
 * (docs/product/messaging.md#messaging.popup.item).
 */
export interface CustomerServiceItem {
  id: number;
  type: number;
  url: string;
  /** display name; falls back to a numbered label when absent */
  name?: string;
}

export interface UserInfo {
  id: number;
  username: string;
  nickname: string;
  email: string;
  phone: string;
  /** 'register' for merchants who signed up here; 'app' for those who came from the hybrid app */
  entry: string;
  lang: string;
  customer_service_url: CustomerServiceItem[];
  recharge_customer_service_url: CustomerServiceItem[];
  credit_score: number;
  /** 0..5 stars */
  shop_level: number;
  deposit: Money;
  /** the operator this merchant follows; '' when none */
  operator_id: string;
  has_pay_password: boolean;
  newcomer_coupon_claimed: boolean;
  vip: boolean;
  store_opened: boolean;
}

export interface UserInfoEditBody {
  nickname?: string;
  email?: string;
  phone?: string;
  lang?: string;
}

export interface LanguageEntry {
  description?: string;
  /** comma-separated language codes that map to `targets`, e.g. "zh-TW,zh-HK" */
  source: string;
  /** one language code, e.g. "zh-TW" */
  targets: string;
}

export interface WithdrawMethodConfig {
  bank_card: boolean;
  wallet_address: boolean;
  /** networks offered for a wallet address, e.g. ["TRC20", "ERC20"] */
  networks: string[];
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export interface BasicConfig {
  client_language_map: LanguageEntry[];
  customer_service_url: CustomerServiceItem[];
  recharge_customer_service_url: CustomerServiceItem[];
  withdraw_method_config: WithdrawMethodConfig;
  faq_config: FaqItem[];
  /** operating rules text, plain text with line breaks */
  operating_rules?: string;
}

export interface LangResult {
  lang: string;
}

export interface UploadResult {
  url: string;
}

// ---------- ad centre ----------

export interface AdMetrics {
  delivery_amount: Money;
  delivery_orders: number;
  consumed: Money;
  to_be_consumed: Money;
  impressions: number;
  clicks: number;
  ad_revenue: Money;
  profit: Money;
}

export type CouponKind = 'fixed' | 'value_added' | 'deduction' | 'team' | 'custom';
export type CouponStatus = 'unused' | 'used' | 'expired';

export interface Coupon {
  id: number;
  name: string;
  kind: CouponKind;
  /** face value; for 'deduction' the discount rate in percent */
  amount: Money;
  /** the put amount a plan must reach to use it; '0' when none */
  min_amount: Money;
  expires_at: Timestamp;
  received_at: Timestamp;
  status: CouponStatus;
}

/**
 * A coupon used on a put, as the plan and its ledger entries tell it
 * (docs/product/plans.md#plans.coupon-credit): the full put amount leaves the balance at the
 * put; the coupon's credit comes back with the settlement.
 */
export interface CouponCredit {
  coupon_id: number;
  name: string;
  kind: CouponKind;
  /** what it gives this put: the face value, or a deduction coupon's percent of the put amount */
  credit: Money;
  /**
   * pending: paid with the settlement; credited: paid (within the settlement's amount);
   * returned: the delivery failed, the coupon is unused again and nothing is credited
   */
  state: 'pending' | 'credited' | 'returned';
}

/**
 * What an ad settlement pays back, part by part (docs/product/wallet.md#wallet.ledger.settlement):
 * the plan's put amount, the profit of its delivery and its coupon's credit ("0.00" without a
 * coupon); `total`, their sum, is the entry's amount to the cent.
 */
export interface SettlementParts {
  put_amount: Money;
  profit: Money;
  coupon_credit: Money;
  total: Money;
}

/** The count of plans waiting to be put (`/plan/order/await/put/count`) */
export interface CountResult {
  count: number;
}

export interface CouponQuery extends PageQuery {
  status: CouponStatus;
}

// ---------- wallet ----------

export interface Property {
  total_assets: Money;
  available_balance: Money;
  to_be_consumed: Money;
  to_be_settled: Money;
  discount_amount: Money;
  currency: string;
  /** false while start-up funds are still to be returned through customer service */
  startup_funds_returned: boolean;
}

/**
 * The payout details: the bound bank card or wallet address
 * (docs/product/wallet.md#wallet.bind); `GET /bank_card/detail` answers it, or null when nothing
 * was ever bound.
 */
export interface BankCard {
  method: 'bank_card' | 'wallet_address';
  card_name: string;
  user_name: string;
  mobile: string;
  bank_account: string;
  branch_name: string;
  bank_address: string;
  wallet_address: string;
  network: string;
}

export interface CheckPasswordBody {
  /** MD5 hex of the six typed digits */
  password: string;
}

export interface SetPasswordBody {
  /** MD5 hex; required when a transaction password exists already */
  old_password?: string;
  password: string;
  confirm_password: string;
}

// ---------- notifications ----------

export interface UnreadCount {
  unread_total: number;
}
