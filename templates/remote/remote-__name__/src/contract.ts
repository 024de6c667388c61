/**
 * The __name__ remote's wire contract: the answers of its calls, types only. Its features'
 * `api.ts` declare the calls with these types; anything outside the remote reads them here,
 * through `@adnet/remote-__name__/contract`.
 */

/** What this remote reads of GET /user/info: the merchant's names. */
export interface MerchantNames {
  username: string;
  /** '' when the merchant gave none */
  nickname: string;
}
