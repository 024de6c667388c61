// @vitest-environment happy-dom
import { backHandlerAtom, store, useBackHandler } from '@adnet/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './dialog';

afterEach(cleanup);

const frames = () => act(() => new Promise((r) => setTimeout(r, 60)));
/** Arco's closing transition (the mask's 300 ms) */
const closed = () => act(() => new Promise((r) => setTimeout(r, 450)));

function Opener({ onAction = () => {} }: { onAction?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        open={open}
        role="alertdialog"
        title="Log out"
        cancelText="Cancel"
        onCancel={() => setOpen(false)}
        actionText="Log out"
        onAction={() => {
          setOpen(false);
          onAction();
        }}
        danger
      >
        Do you want to log out of your account?
      </ModalDialog>
    </>
  );
}

/** Opens the dialog from its button, which has the focus, and waits for it to be drawn. */
async function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  await frames();
  return { opener, dialog: screen.getByRole('alertdialog', { name: 'Log out' }) };
}

describe('ModalDialog', () => {
  it('is a modal dialog named by its title, described by its message, with real buttons', async () => {
    render(<Opener />);
    const { dialog } = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Do you want to log out of your account?');
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Log out']);
    expect(buttons[1]?.className).toContain('is-danger');
  });

  it('takes the focus, keeps Tab inside, and gives it back when Escape cancels', async () => {
    render(<Opener />);
    const { opener, dialog } = await open();
    expect(document.activeElement).toBe(dialog);
    const [cancel, action] = [...dialog.querySelectorAll('button')] as HTMLButtonElement[];
    // happy-dom has no layout: every element counts as shown
    for (const el of [cancel, action])
      Object.defineProperty(el, 'offsetParent', { value: document.body });
    fireEvent.keyDown(dialog, { key: 'Tab' });
    // from the dialog itself the browser moves to the first button; from the last one, around
    action?.focus();
    fireEvent.keyDown(action!, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(action);
    // focus that got out (a click behind the mask) is brought back in by the next Tab
    opener.focus();
    fireEvent.keyDown(opener, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);

    fireEvent.keyDown(cancel!, { key: 'Escape' });
    await closed();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opened by itself, it gives the focus to the page’s heading when it closes', async () => {
    function ByItself() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <h1 className="adn-header-title">Plans</h1>
          <main>
            <ModalDialog
              open={open}
              title="Congratulations!"
              cancelText="Close"
              onCancel={() => setOpen(false)}
            >
              Your plan is settled.
            </ModalDialog>
          </main>
        </>
      );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    render(<ByItself />);
    await frames();
    const dialog = screen.getByRole('dialog', { name: 'Congratulations!' });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await closed();
    const heading = screen.getByRole('heading', { name: 'Plans' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('a key a control inside handled itself does not cancel', async () => {
    render(<Opener />);
    const { dialog } = await open();
    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    handled.preventDefault();
    act(() => {
      dialog.dispatchEvent(handled);
    });
    await frames();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('the back (system or header) cancels while it is open, then is the page’s again', async () => {
    const pageBack = vi.fn();
    function Page() {
      useBackHandler(pageBack);
      return <Opener />;
    }
    render(<Page />);
    expect(store.get(backHandlerAtom)?.fn).toBe(pageBack);
    await open();
    act(() => store.get(backHandlerAtom)?.fn());
    await closed();
    expect(store.get(backHandlerAtom)?.fn).toBe(pageBack);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(pageBack).not.toHaveBeenCalled();
    store.set(backHandlerAtom, null);
  });

  it('runs the action by its button', async () => {
    const action = vi.fn();
    render(<Opener onAction={action} />);
    const { dialog } = await open();
    fireEvent.click(dialog.querySelectorAll('button')[1]!);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('closes with the page that drew it', async () => {
    const { unmount } = render(<Opener />);
    await open();
    unmount();
    await frames();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });
});
