/**
 * /ad-center: the merchant's home. Profile figures (credit score, shop level, deposit),
 * the data overview, the plans waiting to be put, the entries to everything else, FAQs
 * and the operating rules.
 */

import {
  bridge,
  type CountResult,
  type FaqItem,
  type Resource,
  paths as shared,
  unreadCountAtom,
  useBackHandler,
  useResource,
} from '@adnet/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useLoaderData } from 'react-router';
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
import type { StatisticsResult } from '../features/overview/api';
import { Overview } from '../features/overview/components/overview';
import { AccountCells } from '../features/passwords/components/account-cells';
import { ProfileCard } from '../features/profile/components/profile-card';
import { WaitPutCell } from '../features/waiting-plans/components/wait-put-cell';
import { paths } from '../paths';

export interface AdCenterData {
  today: Resource<StatisticsResult>;
  waitPut: Resource<CountResult>;
  faq: Resource<FaqItem[]>;
}

export function AdCenterPage() {
  const unread = useAtomValue(unreadCountAtom);
  const [rulesOpen, setRulesOpen] = useState(false);

  // The hybrid back closes the shell here: there is no page before the ad centre.
  useBackHandler(bridge.close);

  const { today, waitPut, faq } = useLoaderData() as AdCenterData;
  // the count is a hint: a failure shows no cell, and the next refresh tries again
  const waiting = useResource(waitPut);
  const { reload } = waiting;
  const loadWaitPut = useCallback(() => void reload(), [reload]);
  const waitCount = waiting.data ? Math.max(0, Number(waiting.data.count) || 0) : null;
  // a kept count places the cell at once; its number waits for the fresh answer
  const shownCount = waiting.asOf === undefined ? waitCount : null;

  const entries: Entry[] = [
    { key: 'activities', icon: <GiftIcon />, to: paths.activities },
    { key: 'coupons', icon: <TicketIcon />, to: paths.coupons },
    { key: 'feedback', icon: <ChatIcon />, to: paths.feedback },
    { key: 'operated', icon: <FollowIcon />, to: paths.operated },
    { key: 'plans', icon: <PlanIcon />, to: shared.plan },
    { key: 'wallet', icon: <WalletIcon />, to: shared.wallet },
    { key: 'notifications', icon: <BellIcon />, to: shared.notification, badge: unread },
    { key: 'rules', icon: <RulesIcon />, onClick: () => setRulesOpen(true) },
  ];

  return (
    <div className="adc-center">
      <ProfileCard />
      <Overview today={today} onAutoRefresh={loadWaitPut} />
      {waitCount !== null && <WaitPutCell count={shownCount} />}
      <EntryGrid entries={entries} />
      <AccountCells />
      <FaqList faq={faq} />
      <RulesSheet open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </div>
  );
}
