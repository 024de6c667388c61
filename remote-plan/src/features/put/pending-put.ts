/**
 * The put of this plan left without an answer in this tab (`savePending` of @adnet/shared),
 * for `PutRequestIds`: a reload before the answer offers it again with its id.
 */
import { clearPending, readPending, savePending } from '@adnet/shared';
import type { PutForm, PutStore } from './put-request';

function isForm(form: unknown): form is PutForm {
  const f = form as Partial<PutForm> | null;
  return (
    !!f &&
    typeof f.planId === 'number' &&
    typeof f.amount === 'string' &&
    typeof f.amountText === 'string' &&
    (f.couponId === undefined || typeof f.couponId === 'number')
  );
}

/** The tab's pending put, read for one plan: another plan's is left as it is. */
export function pendingPut(planId: number): PutStore {
  return {
    read: () => {
      const p = readPending<unknown>('put');
      return p && isForm(p.form) && p.form.planId === planId
        ? { request_id: p.request_id, form: p.form }
        : null;
    },
    save: (requestId, form) => savePending('put', requestId, form),
    clear: () => clearPending('put'),
  };
}
