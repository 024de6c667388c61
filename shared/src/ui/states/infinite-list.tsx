/**
 * A paged list with pull to refresh, load more, and empty and error states, on Arco's
 * PullRefresh and LoadMore. Changing `resetKey` (a filter, a tab) starts again at page 1, and
 * so does a change of the UI's language: the items' own texts (titles, remarks, names) are
 * written by the server in the language a request asks for. Every failure is drawn in place
 * (the error state with its retry, the load-more retry line), so the list's calls are silent:
 * no toast says it a second time.
 *
 * Show, then confirm (docs/offline.md): with `kept`, the merchant's kept page 1 of the loader's
 * request, the list paints it at once, labelled "As of 14:03 · updating", and swaps to the fresh
 * page 1 when it comes; the label's line stays, empty, so nothing moves.
 */

import { type KeptAnswer, type Page, quietly, storedAt, whenOnline } from '@adnet/shared';
import { LoadMore, PullRefresh } from '@arco-design/mobile-react';
import type { LoadMoreStatus } from '@arco-design/mobile-react/esm/load-more';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsOf } from './as-of';
import { EmptyState, ErrorState, LoadingState } from './error-state';
import { failedOffline, NoConnection } from './offline';

export interface InfiniteListProps<T> {
  fetchPage: (page: number, size: number) => Promise<Page<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  resetKey?: string;
  pageSize?: number;
  emptyText?: string;
  className?: string;
  /** receives a function that reloads from page 1 */
  reloadRef?: React.MutableRefObject<(() => void) | null>;
  /**
   * Page 1 as the route's loader started it (docs/remote.md), for the filters of the URL it
   * ran for: each promise serves one load (the first, or the one a filter change starts)
   * instead of the same request sent again; a refresh or a retry asks the server again.
   */
  first?: Promise<Page<T>>;
  /**
   * The merchant's kept page 1, shown at once until page 1 answers: on the first load, and on
   * the load of each new `first` (the kept page of the same request).
   */
  kept?: KeptAnswer<Page<T>>;
  /**
   * Coming back to the list (back from an item's own page): its first load fetches this many
   * pages, and once they are drawn the window goes back to `scrollY`, so the merchant is where
   * they were. Read on the first load only.
   */
  restore?: { pages: number; scrollY: number };
}

type Phase = 'loading' | 'error' | 'ready';

export function InfiniteList<T>({
  fetchPage,
  renderItem,
  itemKey,
  resetKey = '',
  pageSize = 10,
  emptyText,
  className,
  reloadRef,
  first,
  kept,
  restore,
}: InfiniteListProps<T>) {
  const { t, i18n } = useTranslation('common');
  const listKey = `${resetKey}|${i18n.language}`;
  const [items, setItems] = useState<T[]>(() => kept?.data.list ?? []);
  const [phase, setPhase] = useState<Phase>(kept ? 'ready' : 'loading');
  // why the first page failed, said in the error state (the list's calls are silent)
  const [failure, setFailure] = useState<unknown>(null);
  const [hasMore, setHasMore] = useState(() => (kept ? morePages(kept.data) : false));
  // page 1 drawn from the kept answers (before the fresh one, or offline): when it was fetched
  const [asOf, setAsOf] = useState<number | undefined>(kept?.at);
  const [updating, setUpdating] = useState(Boolean(kept));
  // once a kept page 1 was shown, its label's line stays (empty when fresh): nothing moves
  const [labelled, setLabelled] = useState(Boolean(kept));
  const pageRef = useRef(1);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const firstRef = useRef<Promise<Page<T>> | undefined>(undefined);
  // the kept page 1 and the list key it is for (StrictMode's second mount run finds it too)
  const keptRef = useRef<KeptAnswer<Page<T>> | undefined>(kept);
  const keptKey = useRef(listKey);
  // the items on screen are a kept page 1: a failed load keeps them instead of the error state
  const showingKept = useRef(Boolean(kept));
  const seenFirst = useRef<Promise<Page<T>> | undefined>(undefined);
  if (first !== seenFirst.current) {
    // A new loader run (new filters in the URL) arrives with the resetKey it was made for.
    seenFirst.current = first;
    firstRef.current = first;
    keptRef.current = kept;
    keptKey.current = listKey;
  }

  // Page 1 while it is on its way, for the resetKey it was asked for. StrictMode runs the
  // mount effect twice in development: the second run waits for the first one's request
  // instead of sending it again. A refresh or a retry always asks again.
  const firstLoad = useRef<{ key: string; answer: Promise<Page<T>> } | null>(null);
  // the place to come back to: its pages are fetched by the first load, its scroll applied
  // once they are drawn
  const restoreRef = useRef(restore);
  const [scrollBack, setScrollBack] = useState<number | null>(null);

  const loadFirst = useCallback(
    async (key?: string) => {
      const gen = ++generation.current;
      try {
        let answer =
          key !== undefined && firstLoad.current?.key === key
            ? firstLoad.current.answer
            : undefined;
        if (!answer) {
          const started = firstRef.current;
          firstRef.current = undefined;
          answer = started ?? quietly(() => fetchRef.current(1, pageSize));
          const own = { key: key ?? '', answer };
          const forget = () => {
            if (firstLoad.current === own) firstLoad.current = null;
          };
          answer.then(forget, forget);
          firstLoad.current = key === undefined ? null : own;
        }
        const page = await answer;
        if (gen !== generation.current) return;
        const back = restoreRef.current;
        restoreRef.current = undefined;
        let list = page.list;
        let last = page;
        let pages = 1;
        // the pages the merchant had loaded before leaving; a page that fails ends it there
        while (back && pages < back.pages && morePages(last)) {
          try {
            last = await quietly(() => fetchRef.current(pages + 1, pageSize));
          } catch {
            break;
          }
          if (gen !== generation.current) return;
          list = [...list, ...last.list];
          pages += 1;
        }
        pageRef.current = pages;
        keptRef.current = undefined;
        const keptAt = storedAt(page);
        showingKept.current = keptAt !== undefined;
        setAsOf(keptAt);
        if (keptAt !== undefined) setLabelled(true);
        setUpdating(false);
        setItems(list);
        setHasMore(morePages(last));
        setPhase('ready');
        if (back) setScrollBack(back.scrollY);
      } catch (e) {
        if (gen !== generation.current) return;
        setFailure(e);
        // a kept page 1 on screen stays, labelled with its time (no longer "updating")
        setUpdating(false);
        setPhase((p) => (showingKept.current ? p : 'error'));
      }
    },
    [pageSize],
  );

  useEffect(() => {
    const shown = keptKey.current === listKey ? keptRef.current : undefined;
    showingKept.current = Boolean(shown);
    if (shown) {
      setItems(shown.data.list);
      setHasMore(morePages(shown.data));
      setAsOf(shown.at);
      setUpdating(true);
      setLabelled(true);
      setPhase('ready');
    } else {
      setPhase('loading');
      setItems([]);
    }
    void loadFirst(listKey);
  }, [loadFirst, listKey]);

  useEffect(() => {
    if (reloadRef) reloadRef.current = () => void loadFirst();
  }, [loadFirst, reloadRef]);

  // The network is back (docs/offline.md): a page 1 that failed offline, or came from the kept
  // last answers, is asked again by itself.
  const waiting = useRef(false);
  waiting.current = (phase === 'error' && failedOffline(failure)) || asOf !== undefined;
  useEffect(
    () =>
      whenOnline(() => {
        if (waiting.current) void loadFirst();
      }),
    [loadFirst],
  );

  // The request for the next page while it is on its way. LoadMore may ask for the same page
  // again before the answer (StrictMode mounts it twice in development, a fast scroll, a slow
  // answer): every such call waits for this one request, and its page is appended once.
  const moreRef = useRef<{ gen: number; page: number; answer: Promise<Page<T>> } | null>(null);

  const getData = useCallback(
    (done: (status: LoadMoreStatus) => void) => {
      const gen = generation.current;
      const next = pageRef.current + 1;
      let request = moreRef.current;
      if (!request || request.gen !== gen || request.page !== next) {
        const answer = quietly(() => fetchRef.current(next, pageSize)).then((page) => {
          if (gen === generation.current && pageRef.current === next - 1) {
            pageRef.current = next;
            setItems((prev) => [...prev, ...page.list]);
            setHasMore(morePages(page));
          }
          return page;
        });
        const own = { gen, page: next, answer };
        // Settled, it is forgotten: the next call asks for the page after it, or, after a
        // failure, for the same page again (the retry).
        const forget = () => {
          if (moreRef.current === own) moreRef.current = null;
        };
        answer.then(forget, forget);
        moreRef.current = request = own;
      }
      request.answer
        .then((page) => {
          // a reload began meanwhile: this page is not appended, and LoadMore must not stay
          // "loading" (it asks again from the reloaded list's last page when scrolled to)
          if (gen !== generation.current) {
            done('prepare');
            return;
          }
          done(page.page * page.size < page.total ? 'prepare' : 'nomore');
        })
        .catch(() => done('retry'));
    },
    [pageSize],
  );

  // back where the merchant was, once the restored pages are drawn
  useLayoutEffect(() => {
    if (scrollBack === null || phase !== 'ready') return;
    setScrollBack(null);
    window.scrollTo(0, scrollBack);
  }, [scrollBack, phase]);

  if (phase === 'loading') return <LoadingState />;
  if (phase === 'error')
    return failedOffline(failure) ? (
      <NoConnection />
    ) : (
      <ErrorState error={failure} onRetry={() => void loadFirst()} />
    );

  return (
    <PullRefresh
      className={className}
      onRefresh={(() => loadFirst()) as () => never}
      pullingText={t('state.pullToRefresh')}
      loosingText={t('state.releaseToRefresh')}
      loadingText={t('state.loading')}
      finishText={t('state.refreshed')}
    >
      <AsOf at={asOf} updating={updating} className="adn-list-as-of" keepSpace={labelled} />
      {items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <ul className="adn-list">
          {items.map((item, i) => (
            <li key={itemKey(item)}>{renderItem(item, i)}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && !hasMore && <p className="adn-muted adn-no-more">{t('state.noMore')}</p>}
      {items.length > 0 && hasMore && (
        <LoadMore
          key={listKey}
          getData={getData}
          defaultStatus="prepare"
          threshold={120}
          noMoreArea={<span className="adn-muted">{t('state.noMore')}</span>}
          loadingArea={<span className="adn-muted">{t('state.loading')}</span>}
          retryArea={<span className="adn-link">{t('state.loadFailed')}</span>}
          prepareArea={<span className="adn-muted">{t('state.pullToRefresh')}</span>}
        />
      )}
    </PullRefresh>
  );
}

function morePages(page: Page<unknown>): boolean {
  return page.page * page.size < page.total;
}
