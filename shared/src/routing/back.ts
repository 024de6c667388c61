/** A page may take over the header's back arrow (SPEC §2 back behaviour, first step). */
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
