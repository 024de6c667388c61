/**
 * The dialogs any remote can open through `dialogs` from @adnet/shared: the customer-service
 * popup (normal or recharge, optional message line) and the official-push dialog. Their
 * code loads the first time one opens, not at start-up.
 */
import type { CustomerServiceOptions, OfficialPushOptions } from '@adnet/shared';
import { installDialogOpeners } from '@adnet/shared/host';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const DialogsView = lazy(() => import('./global-dialogs-view'));

export function GlobalDialogs() {
  const [cs, setCs] = useState<CustomerServiceOptions | null>(null);
  const [push, setPush] = useState<OfficialPushOptions | null>(null);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  // Leaving the page closes what it opened (a dialog must not cover the next page).
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setCs(null);
    setPush(null);
  }, [pathname]);

  useEffect(() => {
    installDialogOpeners({
      customerService: (options) => {
        setUsed(true);
        setCs({ variant: 'normal', ...options });
      },
      officialPush: (options) => {
        setUsed(true);
        setPush(options);
      },
    });
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogsView cs={cs} setCs={setCs} push={push} setPush={setPush} />
    </Suspense>
  );
}
