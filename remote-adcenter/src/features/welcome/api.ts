/**
 * Opening the ad account with an authorization code (docs/product/api.md#api.calls.opening-store).
 */
import { endpoint, type UserInfo } from '@adnet/shared';

export interface OpeningStoreBody {
  license_key: string;
}

export const welcomeApi = {
  openingStore: endpoint<UserInfo, OpeningStoreBody>('POST', '/opening_store'),
};
