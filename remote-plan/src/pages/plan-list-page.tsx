import { api, formatDateTime, formatMoney, type PlanOrder, type PlanStatus } from '@adnet/shared';
import { InfiniteList } from '@adnet/shared/ui';
import { Tabs } from '@arco-design/mobile-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import './plan.css';

export const PLAN_FILTERS: ('all' | PlanStatus)[] = [
  'all',
  'wait_put',
  'matching',
  'putting',
  'failed',
  'finished',
  'wait_settle',
  'settled',
];

export function PlanListPage() {
  const { t, i18n } = useTranslation('plan');
  const [params, setParams] = useSearchParams();
  const current = (params.get('status') as (typeof PLAN_FILTERS)[number] | null) ?? 'all';
  const index = Math.max(0, PLAN_FILTERS.indexOf(current));
  const [tab, setTab] = useState(index);

  const fetchPage = useCallback(
    (page: number, size: number) => {
      const status = PLAN_FILTERS[tab];
      return api.planList({ page, size, status: status === 'all' ? undefined : status });
    },
    [tab],
  );

  return (
    <div className="plan-list">
      <Tabs
        tabs={PLAN_FILTERS.map((s) => ({ title: t(`status.${s}`) }))}
        activeTab={tab}
        onAfterChange={(_tab, i) => {
          setTab(i);
          setParams({ status: PLAN_FILTERS[i] ?? 'all' }, { replace: true });
        }}
        tabBarScroll
        useCaterpillar
        renderTabBarInner={undefined}
      >
        {PLAN_FILTERS.map((s) => (
          <div key={s} />
        ))}
      </Tabs>
      <InfiniteList<PlanOrder>
        resetKey={String(tab)}
        fetchPage={fetchPage}
        itemKey={(p) => p.id}
        emptyText={t('list.empty')}
        renderItem={(p) => (
          <article className="plan-card" data-testid="plan-row" data-status={p.status}>
            <header>
              <span className="plan-no">{p.plan_no}</span>
              <span className={`plan-status plan-status-${p.status}`}>
                {t(`status.${p.status}`)}
              </span>
            </header>
            <div className="plan-product">
              {p.official_push && <span className="plan-push">{t('list.officialPush')}</span>}
              {p.product.name}
            </div>
            <dl>
              <div>
                <dt>{t('list.putAmount')}</dt>
                <dd>{formatMoney(p.put_amount, i18n.language)}</dd>
              </div>
              <div>
                <dt>{t('list.progress')}</dt>
                <dd>{p.progress}%</dd>
              </div>
              <div>
                <dt>{t('list.createdAt')}</dt>
                <dd>{formatDateTime(p.created_at, i18n.language)}</dd>
              </div>
            </dl>
          </article>
        )}
      />
    </div>
  );
}
