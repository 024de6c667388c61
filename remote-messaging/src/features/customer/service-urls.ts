/**
 * Which URLs /customer may frame: those whose origin the basic config or the user info
 * names as a customer-service URL (normal or recharge), never the app's own origin.
 */
import {
  allowedFrameUrl,
  type CustomerServiceItem,
  type StoredBasicConfig,
  type UserInfo,
} from '@adnet/shared';

type ServiceLists = Partial<
  Pick<UserInfo, 'customer_service_url' | 'recharge_customer_service_url'>
>;

export interface ServiceSources {
  user: ServiceLists | null;
  config: Pick<StoredBasicConfig, 'customer_service_url' | 'recharge_customer_service_url'> | null;
  /** customerServiceItemsAtom: what the host's popup lists */
  items: { normal: CustomerServiceItem[]; recharge: CustomerServiceItem[] };
}

function urlsOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return (items as (Partial<CustomerServiceItem> | null)[])
    .map((i) => i?.url)
    .filter((u): u is string => typeof u === 'string' && u !== '');
}

/** Every customer-service URL the session knows, normal and recharge. */
export function customerServiceUrls({ user, config, items }: ServiceSources): string[] {
  const lists = [
    items.normal,
    items.recharge,
    user?.customer_service_url,
    user?.recharge_customer_service_url,
    config?.customer_service_url,
    config?.recharge_customer_service_url,
  ];
  return [...new Set(lists.flatMap(urlsOf))];
}

/**
 * The URL to frame, or null. A page of the app's own origin is refused too: with scripts
 * and same-origin allowed it could lift its own sandbox.
 */
export function serviceFrameUrl(
  value: string | null | undefined,
  allowedUrls: string[],
  ownOrigin: string,
): URL | null {
  const url = allowedFrameUrl(value, allowedUrls);
  return url && url.origin !== ownOrigin ? url : null;
}
