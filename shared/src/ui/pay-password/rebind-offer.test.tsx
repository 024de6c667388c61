// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#testing';
import { api } from '../../api/endpoints';
import { EMPTY_BANK_CARD } from '../../wire/payout-card';
import { useRebindOffer } from './rebind-offer';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A done step that makes the offer when its button is pressed. */
function Done() {
  const rebind = useRebindOffer('/wallet/bind-card');
  return (
    <>
      <button type="button" onClick={() => void rebind.offer()}>
        offer
      </button>
      {rebind.dialog}
    </>
  );
}

async function offer() {
  await act(async () => {
    fireEvent.click(screen.getByText('offer'));
  });
}

describe('useRebindOffer', () => {
  it('with payout details bound, asks to bind them again; Re-bind goes to the card form', async () => {
    const detail = vi
      .spyOn(api, 'bankCardDetail')
      .mockResolvedValue({ ...EMPTY_BANK_CARD, bank_account: '1234 5678' });
    const { router } = await renderWithApp(<Done />, { path: '/ad-center/edit-pay-password' });
    await offer();
    expect(detail).toHaveBeenCalledWith({ silent: true });
    await screen.findByText('Bind your payout details again?');
    await act(async () => {
      fireEvent.click(screen.getByText('Re-bind'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/bind-card'));
  });

  it('with nothing bound, or no answer, offers nothing', async () => {
    const detail = vi.spyOn(api, 'bankCardDetail').mockResolvedValue(null);
    await renderWithApp(<Done />);
    await offer();
    detail.mockRejectedValue(new Error('offline'));
    await offer();
    expect(detail).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Bind your payout details again?')).toBeNull();
  });
});
