/**
 * Session state shared by the host and every remote (one jotai store: the default one,
 * since @adnet/shared and jotai are singletons). The host is the only writer.
 */
import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { BasicConfig, UserInfo } from '../wire/types';
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

/**
 * A session value kept in localStorage under its key (docs/product/session.md#session.storage),
 * through jotai's atomWithStorage: read once at start (a corrupt value reads as absent), written
 * through on every set, and followed when another tab of the app changes it (a logout or a login
 * there).
 */
function stored<T>(key: string, read: () => T | null, write: (v: T | null) => void) {
  return atomWithStorage<T | null>(
    key,
    null,
    {
      getItem: () => read(),
      setItem: (_key, value) => write(value),
      removeItem: () => write(null),
      subscribe: (_key, callback) => {
        if (typeof window === 'undefined') return () => {};
        const onStorage = (e: StorageEvent) => {
          if (e.key === key || e.key === null) callback(read());
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      },
    },
    { getOnInit: true },
  );
}

export const tokenAtom = stored<string>(STORAGE_KEYS.token, readToken, (v) =>
  writeString(STORAGE_KEYS.token, v),
);

export const userInfoAtom = stored<UserInfo>(
  STORAGE_KEYS.userInfo,
  () => readJson(STORAGE_KEYS.userInfo, isUserInfo),
  (v) => writeJson(STORAGE_KEYS.userInfo, v),
);

export const storedBasicConfigAtom = stored<StoredBasicConfig>(
  STORAGE_KEYS.basicConfig,
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
