/** The seeding of users: a new user with its own dataset, and the demo set that replaces the state. */

import { hashSecret, md5Hex } from './passwords';
import { DEMO_USERS, type UserSpec } from './seed-data';
import { addUnreadNotifications, seedMerchantData, seedNewMerchant } from './seed-merchant';
import { emptyState, type Store, type UserRecord } from './store';
import { DAY, iso } from './time';

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
    created_at: iso(now - (spec.withData === false || spec.signedUp ? 0 : 100 * DAY)),
    put_count: 0,
    plans: [],
    ledger: [],
    coupons: [],
    notifications: [],
    assistance: [],
    acceptor_orders: [],
    requests: [],
  };
  if (spec.signedUp) seedNewMerchant(store, u, now);
  else if (spec.withData !== false) seedMerchantData(store, u, now);
  store.state.users.push(u);
  return u;
}

/** Creates a user with its own demo dataset (hashing is asynchronous; insertion is not). */
export async function createUser(store: Store, spec: UserSpec, now: number): Promise<UserRecord> {
  return insertUser(store, spec, await hashesFor(spec), now);
}

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
