// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../session/atoms';
import { backHandlerAtom, useBackHandler } from './back';

afterEach(cleanup);

function Handler({ fn }: { fn: (() => void) | null }) {
  useBackHandler(fn);
  return null;
}

describe('useBackHandler', () => {
  it('the newest handler answers; when it goes, the one before answers again', () => {
    const page = vi.fn();
    const dialog = vi.fn();
    const { rerender } = render(
      <>
        <Handler fn={page} />
        <Handler fn={null} />
      </>,
    );
    expect(store.get(backHandlerAtom)?.fn).toBe(page);
    rerender(
      <>
        <Handler fn={page} />
        <Handler fn={dialog} />
      </>,
    );
    expect(store.get(backHandlerAtom)?.fn).toBe(dialog);
    // the page's handler changes while the dialog is open: the dialog still answers
    const page2 = vi.fn();
    rerender(
      <>
        <Handler fn={page2} />
        <Handler fn={dialog} />
      </>,
    );
    expect(store.get(backHandlerAtom)?.fn).toBe(dialog);
    rerender(
      <>
        <Handler fn={page2} />
        <Handler fn={null} />
      </>,
    );
    expect(store.get(backHandlerAtom)?.fn).toBe(page2);
    act(() => cleanup());
    expect(store.get(backHandlerAtom)).toBeNull();
  });
});
