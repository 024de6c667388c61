/**
 * Session state shared by the host and every remote (one jotai store: the default one,
 * since @adnet/shared and jotai are singletons). The host is the only writer.
 */
import { atom, getDefaultStore, type WritableAtom } from 'jotai';
import type { BasicConfig, UserInfo } from '../api/types';
import {
  isStoredBasicConfig,
  isUserInfo,
  readJson,
  readToken,
  STORAGE_KEYS,
  type StoredBasicConfig,
  writeJson,
  writeString,
} from './storage';

export const store = getDefaultStore();

function persisted<T>(read: () => T, write: (v: T) => void): WritableAtom<T, [T], void> {
  const base = atom(read());
  return atom(
    (get) => get(base),
    (_get, set, value: T) => {
      write(value);
      set(base, value);
    },
  );
}

export const tokenAtom = persisted<string | null>(readToken, (v) =>
  writeString(STORAGE_KEYS.token, v),
);

export const userInfoAtom = persisted<UserInfo | null>(
  () => readJson(STORAGE_KEYS.userInfo, isUserInfo),
  (v) => writeJson(STORAGE_KEYS.userInfo, v),
);

export const storedBasicConfigAtom = persisted<StoredBasicConfig | null>(
  () => readJson(STORAGE_KEYS.basicConfig, isStoredBasicConfig),
  (v) => writeJson(STORAGE_KEYS.basicConfig, v),
);

/** The two parts of basic config that are not kept locally live in memory only. */
export const volatileBasicConfigAtom = atom<Pick<
  BasicConfig,
  'withdraw_method_config' | 'faq_config'
> | null>(null);

export const isLoggedInAtom = atom((get) => get(tokenAtom) !== null);

/** User info's customer-service items win over basic config's when present. */
export const customerServiceItemsAtom = atom((get) => {
  const user = get(userInfoAtom);
  const config = get(storedBasicConfigAtom);
  const pick = <K extends 'customer_service_url' | 'recharge_customer_service_url'>(key: K) => {
    const fromUser = user?.[key];
    return Array.isArray(fromUser) && fromUser.length ? fromUser : (config?.[key] ?? []);
  };
  return {
    normal: pick('customer_service_url'),
    recharge: pick('recharge_customer_service_url'),
  };
});

export function splitBasicConfig(config: BasicConfig) {
  const { withdraw_method_config, faq_config, ...kept } = config;
  return { kept, volatile: { withdraw_method_config, faq_config } };
}
