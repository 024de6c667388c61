// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sheet } from './sheet';

afterEach(cleanup);

const frames = () => act(() => new Promise((r) => setTimeout(r, 50)));

function Opener({ onSubmit }: { onSubmit?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet
        as={onSubmit ? 'form' : 'div'}
        open={open}
        onClose={() => setOpen(false)}
        title="Withdraw"
        data-testid="sheet"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
        }}
      >
        <input aria-label="Amount" />
        <button type="submit">Send</button>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('is a modal dialog named by its title', async () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await frames();
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.testid).toBe('sheet');
    expect(dialog.className).toBe('adn-sheet');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Withdraw');
  });

  it('takes the focus when it opens and gives it back to the opener when Escape closes it', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await frames();
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(screen.getByLabelText('Amount'), { key: 'Escape' });
    await frames();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last stop to the first and back', async () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await frames();
    const amount = screen.getByLabelText('Amount');
    const send = screen.getByRole('button', { name: 'Send' });
    // happy-dom has no layout: every element counts as shown
    for (const el of [amount, send])
      Object.defineProperty(el, 'offsetParent', { value: document.body });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(amount);
    fireEvent.keyDown(amount, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
  });

  it('is a form when it submits', async () => {
    const onSubmit = vi.fn();
    render(<Opener onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await frames();
    expect(screen.getByRole('dialog').tagName).toBe('FORM');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
