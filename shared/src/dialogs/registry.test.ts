import { describe, expect, it, vi } from 'vitest';
import { dialogs, installDialogOpeners } from './registry';

describe('global dialog openers', () => {
  it('keeps a request made before the host installed its openers, then opens it', () => {
    dialogs.customerService({ message: 'early' });
    const customerService = vi.fn();
    installDialogOpeners({ customerService, officialPush: vi.fn() });
    expect(customerService).toHaveBeenCalledWith({ message: 'early' });
    dialogs.customerService({ variant: 'recharge' });
    expect(customerService).toHaveBeenLastCalledWith({ variant: 'recharge' });
    expect(customerService).toHaveBeenCalledTimes(2);
  });
});
