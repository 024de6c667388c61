/** The status tabs of the plan list, the waiting count as a badge on the "waiting" tab. */

import { Badge, Tabs } from '@adnet/shared/arco';
import { useTabsA11y } from '@adnet/shared/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_FILTERS, type PlanFilter } from '../plan-status';
import './plan-tabs.css';

interface Props {
  filter: PlanFilter;
  /** plans waiting to be put; null while unknown */
  waiting: number | null;
  onChange: (filter: PlanFilter) => void;
}

export function PlanTabs({ filter, waiting, onChange }: Props) {
  const { t } = useTranslation('plan');
  const index = PLAN_FILTERS.indexOf(filter);

  const tabs = PLAN_FILTERS.map((s) => ({
    title:
      s === 'wait_put' && waiting ? (
        <span className="plan-tab-title">
          {t(`status.${s}`)}
          <span className="plan-tab-badge" data-testid="wait-put-badge">
            <Badge absolute={false} text={waiting} maxCount={99} />
          </span>
        </span>
      ) : (
        t(`status.${s}`)
      ),
  }));

  const tabsRef = useRef<HTMLDivElement>(null);
  useTabsA11y(tabsRef, undefined, index, (i) => onChange(PLAN_FILTERS[i] ?? 'all'));

  return (
    <div className="plan-tabs" data-testid="plan-tabs" ref={tabsRef}>
      <Tabs
        tabs={tabs}
        activeTab={index}
        onChange={(_tab, i) => onChange(PLAN_FILTERS[i] ?? 'all')}
        tabBarScroll
        swipeable={false}
        useCaterpillar
        tabBarGutter={18}
        tabBarPadding={12}
        underlineSize={20}
      />
    </div>
  );
}
