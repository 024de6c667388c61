/** Opening the ad account with an authorization code (SPEC §7). */
import { type RequestOptions, request, type UserInfo } from '@adnet/shared';

export interface OpeningStoreBody {
  license_key: string;
}

export const welcomeApi = {
  openingStore: (b: OpeningStoreBody, o?: RequestOptions) =>
    request<UserInfo>('POST', '/opening_store', b, o),
};
