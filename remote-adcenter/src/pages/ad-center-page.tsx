/**
 * /ad-center: the merchant's home. Profile figures (credit score, shop level, deposit),
 * the data overview, the plans waiting to be put, the entries to everything else, FAQs
 * and the operating rules.
 */

import { bridge, paths, unreadCountAtom, useBackHandler } from '@adnet/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { type Entry, EntryGrid } from '../features/entries/components/entry-grid';
import {
  BellIcon,
  ChatIcon,
  FollowIcon,
  GiftIcon,
  PlanIcon,
  RulesIcon,
  TicketIcon,
  WalletIcon,
} from '../features/entries/components/icons';
import { RulesSheet } from '../features/entries/components/rules-sheet';
import { FaqList } from '../features/faq/components/faq-list';
import { Overview } from '../features/overview/components/overview';
import { AccountCells } from '../features/passwords/components/account-cells';
import { ProfileCard } from '../features/profile/components/profile-card';
import { waitingPlansApi } from '../features/waiting-plans/api';
import { WaitPutCell } from '../features/waiting-plans/components/wait-put-cell';
import { adPaths } from '../paths';

export function AdCenterPage() {
  const unread = useAtomValue(unreadCountAtom);
  const [waitPut, setWaitPut] = useState<number | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);

  // The hybrid back closes the shell here: there is no page before the ad centre.
  useBackHandler(bridge.close);

  const loadWaitPut = useCallback(() => {
    waitingPlansApi
      .planAwaitPutCount({ silent: true })
      .then((r) => setWaitPut(Math.max(0, Number(r.count) || 0)))
      .catch(() => {});
  }, []);

  useEffect(loadWaitPut, []);

  const entries: Entry[] = [
    { key: 'activities', icon: <GiftIcon />, to: adPaths.activities },
    { key: 'coupons', icon: <TicketIcon />, to: adPaths.coupons },
    { key: 'feedback', icon: <ChatIcon />, to: adPaths.feedback },
    { key: 'operated', icon: <FollowIcon />, to: adPaths.operated },
    { key: 'plans', icon: <PlanIcon />, to: paths.plan },
    { key: 'wallet', icon: <WalletIcon />, to: paths.wallet },
    { key: 'notifications', icon: <BellIcon />, to: paths.notification, badge: unread },
    { key: 'rules', icon: <RulesIcon />, onClick: () => setRulesOpen(true) },
  ];

  return (
    <div className="adc-center">
      <ProfileCard />
      <Overview onAutoRefresh={loadWaitPut} />
      {waitPut !== null && <WaitPutCell count={waitPut} />}
      <EntryGrid entries={entries} />
      <AccountCells />
      <FaqList />
      <RulesSheet open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </div>
  );
}
