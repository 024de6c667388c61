/**
 * A page may take over the header's back arrow (docs/product/routes.md#routes.back, first step).
 */
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export const backHandlerAtom = atom<{ fn: () => void } | null>(null);

export function useBackHandler(fn: (() => void) | null) {
  const set = useSetAtom(backHandlerAtom);
  useEffect(() => {
    if (!fn) return;
    set({ fn });
    return () => set(null);
  }, [fn, set]);
}
