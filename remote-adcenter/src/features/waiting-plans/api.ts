/** The count of plans waiting to be put (SPEC §7), shown on the ad centre. */
import { type RequestOptions, request } from '@adnet/shared';

export interface CountResult {
  count: number;
}

export const waitingPlansApi = {
  planAwaitPutCount: (o?: RequestOptions) =>
    request<CountResult>('POST', '/plan/order/await/put/count', {}, o),
};
