// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineError } from '../../api/errors';
import type { ResourceState } from '../../data/resource';
import { Loaded } from './loaded';

function state<T>(over: Partial<ResourceState<T>>): ResourceState<T> {
  return {
    data: undefined,
    error: null,
    loading: false,
    reload: vi.fn(async () => undefined),
    set: vi.fn(),
    ...over,
  };
}

describe('Loaded', () => {
  afterEach(cleanup);

  it('shows the loading skeleton, named for assistive tech, until the first answer', () => {
    render(<Loaded state={state<string>({ loading: true })}>{(d) => <p>{d}</p>}</Loaded>);
    const loading = screen.getByRole('status', { name: 'state.loading' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    // the one loading look: a skeleton, never a spinner or a text that reads as content
    expect(loading.querySelector('.arco-skeleton')).not.toBeNull();
    expect(loading.textContent).toBe('');
  });

  it('shows the error with a retry that reloads', () => {
    const s = state<string>({ error: new Error('x') });
    render(<Loaded state={s}>{(d) => <p>{d}</p>}</Loaded>);
    fireEvent.click(screen.getAllByRole('button')[1] as HTMLElement);
    expect(s.reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('offline with nothing kept: the calm "no connection" state, no failure and no retry', () => {
    render(
      <Loaded state={state<string>({ error: new OfflineError('/faq') })}>
        {(d) => <p>{d}</p>}
      </Loaded>,
    );
    const calm = screen.getByTestId('no-connection');
    expect(calm.getAttribute('role')).toBe('status');
    expect(calm.textContent).toBe('offline.noConnection');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty state for empty data and the content otherwise', () => {
    const { rerender } = render(
      <Loaded state={state<string[]>({ data: [] })} isEmpty={(d) => d.length === 0}>
        {(d) => <p>{d.join()}</p>}
      </Loaded>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(
      <Loaded state={state<string[]>({ data: ['a', 'b'] })} isEmpty={(d) => d.length === 0}>
        {(d) => <p>{d.join()}</p>}
      </Loaded>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
  });

  it('keeps shown data while a reload runs or after it failed', () => {
    render(
      <Loaded state={state<string>({ data: 'kept', loading: true, error: new Error('x') })}>
        {(d) => <p>{d}</p>}
      </Loaded>,
    );
    expect(screen.getByText('kept')).toBeTruthy();
  });

  it('labels kept data "As of … · updating" while loading, and keeps the label’s line when fresh', () => {
    const at = new Date(2026, 10, 25, 14, 3).getTime();
    const view = render(
      <Loaded state={state<string>({ data: 'kept', asOf: at, loading: true })}>
        {(d) => <p>{d}</p>}
      </Loaded>,
    );
    const label = screen.getByTestId('as-of');
    expect(label.textContent).toBe('offline.asOfUpdating');
    view.rerender(
      <Loaded state={state<string>({ data: 'fresh', loading: false })}>{(d) => <p>{d}</p>}</Loaded>,
    );
    expect(screen.queryByTestId('as-of')).toBeNull();
    // its line stays, empty: the same element, hidden
    expect(view.container.querySelector('.adn-as-of-space')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    view.rerender(
      <Loaded state={state<string>({ data: 'kept', asOf: at, loading: false, error: new Error() })}>
        {(d) => <p>{d}</p>}
      </Loaded>,
    );
    expect(screen.getByTestId('as-of').textContent).toBe('offline.asOf');
  });
});
