/** The wallet's figures (SPEC §7 `/user/property`) and their wire type. */
import { type Money, type RequestOptions, request, withAccountCurrency } from '@adnet/shared';

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

export const balanceApi = {
  property: (o?: RequestOptions) =>
    request<Property>('GET', '/user/property', undefined, o).then(withAccountCurrency),
};
