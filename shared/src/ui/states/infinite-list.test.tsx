// @vitest-environment happy-dom
import type { Page } from '@adnet/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/instance';
import { InfiniteList } from './infinite-list';

type Status = 'prepare' | 'nomore' | 'retry';
/** The getData of every LoadMore rendered, as Arco's LoadMore would call it. */
const loadMoreCalls: ((done: (status: Status) => void) => void)[] = [];

vi.mock('@arco-design/mobile-react', async (original) => ({
  ...(await original<typeof import('@arco-design/mobile-react')>()),
  PullRefresh: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
  LoadMore: ({ getData }: { getData: (done: (status: Status) => void) => void }) => {
    loadMoreCalls.push(getData);
    return <div data-testid="load-more" />;
  },
}));

interface Row {
  id: number;
}

/** A server of `total` rows whose answers the test releases one by one. */
function server(total: number) {
  const pending: { page: number; resolve: () => void; reject: () => void }[] = [];
  const fetchPage = vi.fn(
    (page: number, size: number) =>
      new Promise<Page<Row>>((resolve, reject) => {
        const list = Array.from({ length: size }, (_, i) => ({ id: (page - 1) * size + i + 1 }));
        pending.push({
          page,
          resolve: () =>
            resolve({ list: list.filter((r) => r.id <= total), page, size, total } as Page<Row>),
          reject: () => reject(new Error('offline')),
        });
      }),
  );
  const answer = async (how: 'resolve' | 'reject' = 'resolve') => {
    await act(async () => {
      pending.shift()?.[how]();
    });
  };
  /** Every answer still pending (page 1). */
  const firstPage = async () => {
    while (pending.length) await answer();
  };
  return { fetchPage, answer, firstPage };
}

const ids = () => screen.queryAllByTestId('row').map((el) => Number(el.textContent));

function renderList(fetchPage: (page: number, size: number) => Promise<Page<Row>>) {
  return render(
    <StrictMode>
      <InfiniteList<Row>
        fetchPage={fetchPage}
        itemKey={(r) => r.id}
        pageSize={2}
        renderItem={(r) => <span data-testid="row">{r.id}</span>}
      />
    </StrictMode>,
  );
}

describe('InfiniteList load more', () => {
  beforeEach(() => {
    loadMoreCalls.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('loads each page once when getData is called again before the answer', async () => {
    const s = server(5);
    renderList(s.fetchPage);
    await s.firstPage();
    expect(ids()).toEqual([1, 2]);

    // StrictMode's second mount, a fast scroll and a slow answer: three calls for page 2
    const done = vi.fn();
    const getData = loadMoreCalls.at(-1)!;
    act(() => {
      getData(done);
      getData(done);
      loadMoreCalls.at(-1)!(done);
    });
    expect(s.fetchPage.mock.calls.filter(([p]) => p === 2)).toHaveLength(1);
    await s.answer();
    expect(ids()).toEqual([1, 2, 3, 4]);
    expect(done.mock.calls).toEqual([['prepare'], ['prepare'], ['prepare']]);

    // the last page, asked twice as well
    act(() => {
      loadMoreCalls.at(-1)!(done);
      loadMoreCalls.at(-1)!(done);
    });
    await s.answer();
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(ids()).size).toBe(ids().length);
    expect(s.fetchPage.mock.calls.map(([p]) => p).filter((p) => p > 1)).toEqual([2, 3]);
    expect(done).toHaveBeenLastCalledWith('nomore');
  });

  it('coming back, loads the pages that were loaded and scrolls back to where it was', async () => {
    const s = server(9);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <StrictMode>
        <InfiniteList<Row>
          fetchPage={s.fetchPage}
          itemKey={(r) => r.id}
          pageSize={2}
          restore={{ pages: 3, scrollY: 640 }}
          renderItem={(r) => <span data-testid="row">{r.id}</span>}
        />
      </StrictMode>,
    );
    await s.firstPage();
    expect(s.fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2, 3]);
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    // load more goes on after the restored pages
    act(() => loadMoreCalls.at(-1)!(vi.fn()));
    await s.answer();
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(s.fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2, 3, 4]);
  });

  it('asks for page 1 once although StrictMode runs the mount effect twice', async () => {
    const s = server(5);
    renderList(s.fetchPage);
    expect(s.fetchPage.mock.calls).toEqual([[1, 2]]);
    await s.firstPage();
    expect(ids()).toEqual([1, 2]);
  });

  it('a failed page is asked again by the retry, and appended once', async () => {
    const s = server(4);
    renderList(s.fetchPage);
    await s.firstPage();
    const done = vi.fn();
    act(() => loadMoreCalls.at(-1)!(done));
    await s.answer('reject');
    expect(done).toHaveBeenLastCalledWith('retry');
    expect(ids()).toEqual([1, 2]);

    act(() => loadMoreCalls.at(-1)!(done));
    await s.answer();
    expect(ids()).toEqual([1, 2, 3, 4]);
    expect(s.fetchPage.mock.calls.map(([p]) => p).filter((p) => p > 1)).toEqual([2, 2]);
  });

  it('starts again at page 1 when the language changes: the server writes the texts in it', async () => {
    await initI18n('en');
    const s = server(5);
    renderList(s.fetchPage);
    await s.firstPage();
    act(() => loadMoreCalls.at(-1)!(vi.fn()));
    await s.answer();
    expect(ids()).toEqual([1, 2, 3, 4]);
    s.fetchPage.mockClear();
    try {
      await act(async () => {
        await i18n.changeLanguage('zh-CN');
      });
      expect(s.fetchPage.mock.calls).toEqual([[1, 2]]);
      await s.firstPage();
      expect(ids()).toEqual([1, 2]);
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });
});

describe('InfiniteList: show, then confirm', () => {
  afterEach(cleanup);

  it('paints the kept page 1 at once, labelled, and swaps to the fresh one in the same slot', async () => {
    const { fetchPage, answer } = server(5);
    const kept = {
      at: Date.now(),
      data: { list: [{ id: 9 }, { id: 8 }], page: 1, size: 2, total: 5 },
    };
    const view = render(
      <StrictMode>
        <InfiniteList<Row>
          fetchPage={fetchPage}
          kept={kept}
          itemKey={(r) => r.id}
          pageSize={2}
          renderItem={(r) => <span data-testid="row">{r.id}</span>}
        />
      </StrictMode>,
    );
    expect(ids()).toEqual([9, 8]);
    expect(screen.getByTestId('as-of').dataset.updating).toBe('true');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await answer();
    expect(ids()).toEqual([1, 2]);
    expect(screen.queryByTestId('as-of')).toBeNull();
    expect(view.container.querySelector('.adn-list-as-of.adn-as-of-space')).not.toBeNull();
  });

  it('a failed page 1 keeps the kept list and its time instead of the error state', async () => {
    const { fetchPage, answer } = server(5);
    const kept = { at: Date.now(), data: { list: [{ id: 9 }], page: 1, size: 2, total: 1 } };
    render(
      <InfiniteList<Row>
        fetchPage={fetchPage}
        kept={kept}
        itemKey={(r) => r.id}
        pageSize={2}
        renderItem={(r) => <span data-testid="row">{r.id}</span>}
      />,
    );
    await answer('reject');
    expect(ids()).toEqual([9]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('as-of').dataset.updating).toBeUndefined();
  });
});
