/**
 * Opening the ad account with an authorization code (docs/product/api.md#api.calls.opening-store).
 */
import { endpoint, type UserInfo } from '@adnet/shared';
import type { OpeningStoreBody } from '../../contract';

export const welcomeApi = {
  openingStore: endpoint<UserInfo, OpeningStoreBody>('POST', '/opening_store'),
};
