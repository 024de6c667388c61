/**
 * A page may take over the header's back arrow (docs/product/routes.md#routes.back, first step),
 * and so may an open dialog: its back is cancel. The handlers stack in the order they came into
 * force, the newest answers; when it goes, the one before answers again (a dialog closed on the
 * ad centre gives the back to the page's close).
 */
import { atom, useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';

export const backHandlerAtom = atom<{ fn: () => void } | null>(null);

interface Entry {
  order: number;
  fn: () => void;
}

let entries: Entry[] = [];
let order = 0;

export function useBackHandler(fn: (() => void) | null) {
  const set = useSetAtom(backHandlerAtom);
  // its place in the stack, kept while the handler only changes (not while it is off)
  const place = useRef<number | null>(null);
  // in force from the commit that shows the page, not from the effects after its paint: a
  // system back that comes in between must meet it (the ad centre's close, frame/back.ts)
  useLayoutEffect(() => {
    if (!fn) {
      place.current = null;
      return;
    }
    place.current ??= ++order;
    const mine = place.current;
    entries = [...entries.filter((e) => e.order !== mine), { order: mine, fn }].sort(
      (a, b) => a.order - b.order,
    );
    const top = () => entries.at(-1);
    set({ fn: top()!.fn });
    return () => {
      entries = entries.filter((e) => e.order !== mine);
      const next = top();
      set(next ? { fn: next.fn } : null);
    };
  }, [fn, set]);
}
