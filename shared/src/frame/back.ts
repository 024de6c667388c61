/**
 * Back, once for the header's arrow and the hybrid shell's system back: a custom handler if
 * the page gave one; else, on the page the app was opened on, the hybrid close action; else
 * the route's back path when it has one; else history back.
 *
 * The system back (`window.adnet.back()`, shared/src/bridge/hybrid.ts) takes the same step on
 * every route, also where the route shows no arrow: on the ad centre its page's handler calls
 * the shell's close (there is no page before it), even when the merchant came back to it from
 * another page. It always answers true, since every step above is the page's own doing.
 */
import { backHandlerAtom, bridge, type RouteHandle } from '@adnet/shared';
import { installSystemBack } from '@adnet/shared/host';
import { useStore } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

export type BackStep =
  | { kind: 'custom'; fn: () => void }
  | { kind: 'close' }
  | { kind: 'route'; to: string }
  | { kind: 'history' };

/**
 * Whether this page was reached from another entry of the session's history. React Router
 * gives the entry the app was opened on (a fresh start, or back to it) the key "default"
 * (its documented `Location.key`): from there, back closes the webview instead.
 */
export function hasPreviousPage(location: { key: string }): boolean {
  return location.key !== 'default';
}

/** The step back takes, in the order above. */
export function backStep(input: {
  custom: { fn: () => void } | null;
  hasPrevious: boolean;
  back: RouteHandle['back'];
}): BackStep {
  if (input.custom) return { kind: 'custom', fn: input.custom.fn };
  if (!input.hasPrevious) return { kind: 'close' };
  if (typeof input.back === 'string') return { kind: 'route', to: input.back };
  return { kind: 'history' };
}

export function runBackStep(step: BackStep, navigate: NavigateFunction): void {
  switch (step.kind) {
    case 'custom':
      step.fn();
      return;
    case 'close':
      bridge.close();
      return;
    case 'route':
      void navigate(step.to);
      return;
    case 'history':
      void navigate(-1);
  }
}

/** The back of the current route, as the header's arrow runs it. */
export function useGoBack(handle: RouteHandle): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore();
  // the page's own back as it is when back is pressed, not as this frame last rendered it: a
  // back that comes right after a page appears meets its handler (routing/back.ts)
  return () =>
    runBackStep(
      backStep({
        custom: store.get(backHandlerAtom),
        hasPrevious: hasPreviousPage(location),
        back: handle.back,
      }),
      navigate,
    );
}

/** Answers the hybrid shell's system back with the current route's back (the app frame's). */
export function useSystemBack(handle: RouteHandle): void {
  const goBack = useGoBack(handle);
  const latest = useRef(goBack);
  // the back of the render React committed: a ref written while rendering can keep the values
  // of a render React then threw away (the ad centre's close, after the merchant left it)
  useLayoutEffect(() => {
    latest.current = goBack;
  });
  useEffect(
    () =>
      installSystemBack(() => {
        latest.current();
        return true;
      }),
    [],
  );
}
