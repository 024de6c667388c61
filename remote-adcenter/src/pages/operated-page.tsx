/** /ad-center/operated: follow an operator ID, and the follow records (the operator-follow feature). */
import type { Page } from '@adnet/shared';
import { useRef } from 'react';
import { useLoaderData } from 'react-router';
import type { AssistanceRecord } from '../features/operator-follow/api';
import { FollowRecords } from '../features/operator-follow/components/follow-records';
import { OperatorFollowForm } from '../features/operator-follow/components/operator-follow';

export interface OperatedData {
  /** page 1 of the follow records, started by the route's loader */
  firstPage: Promise<Page<AssistanceRecord>> | undefined;
}

export function OperatedPage() {
  const { firstPage } = useLoaderData() as OperatedData;
  // a follow reloads the records
  const reload = useRef<(() => void) | null>(null);
  return (
    <div className="adc-operated">
      <OperatorFollowForm onFollowed={() => reload.current?.()} />
      <FollowRecords first={firstPage} reloadRef={reload} />
    </div>
  );
}
