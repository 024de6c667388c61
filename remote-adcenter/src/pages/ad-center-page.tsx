/**
 * /ad-center: the merchant's home. Profile figures (credit score, shop level, deposit),
 * the data overview, the plans waiting to be put, the entries to everything else, FAQs
 * and the operating rules.
 */
import {
  api,
  badgeText,
  bridge,
  paths,
  storedBasicConfigAtom,
  unreadCountAtom,
  useBackHandler,
  useMoney,
  userInfoAtom,
} from '@adnet/shared';
import { Badge, Button, Cell, Grid, Popup } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FaqList } from '../components/faq-list';
import {
  BellIcon,
  ChatIcon,
  FollowIcon,
  GiftIcon,
  PlanIcon,
  RulesIcon,
  TicketIcon,
  WalletIcon,
} from '../components/icons';
import { Overview } from '../components/overview';
import { ShopStars } from '../components/shop-stars';
import { clampLevel, MAX_SHOP_LEVEL } from '../lib/levels';

interface Entry {
  key: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  badge?: number;
}

export function AdCenterPage() {
  const { t } = useTranslation('adcenter');
  const money = useMoney();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const config = useAtomValue(storedBasicConfigAtom);
  const unread = useAtomValue(unreadCountAtom);
  const [waitPut, setWaitPut] = useState<number | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);

  // The hybrid back closes the shell here: there is no page before the ad centre.
  useBackHandler(bridge.close);

  const loadWaitPut = useCallback(() => {
    api
      .planAwaitPutCount({ silent: true })
      .then((r) => setWaitPut(Math.max(0, Number(r.count) || 0)))
      .catch(() => {});
  }, []);

  useEffect(loadWaitPut, []);

  const entries: Entry[] = [
    { key: 'activities', icon: <GiftIcon />, to: paths.activities },
    { key: 'coupons', icon: <TicketIcon />, to: paths.coupons },
    { key: 'feedback', icon: <ChatIcon />, to: paths.feedback },
    { key: 'operated', icon: <FollowIcon />, to: paths.operated },
    { key: 'plans', icon: <PlanIcon />, to: paths.plan },
    { key: 'wallet', icon: <WalletIcon />, to: paths.wallet },
    { key: 'notifications', icon: <BellIcon />, to: paths.notification, badge: unread },
    { key: 'rules', icon: <RulesIcon />, onClick: () => setRulesOpen(true) },
  ];

  const level = clampLevel(user?.shop_level);

  return (
    <div className="adc-center">
      <section className="adc-profile" aria-label={t('profile.label')}>
        <div className="adc-profile-name">
          <strong>{user?.nickname || user?.username || ''}</strong>
          {user?.vip && <span className="adc-vip">VIP</span>}
        </div>
        <dl className="adc-profile-figures">
          <div>
            <dt>{t('profile.creditScore')}</dt>
            <dd data-testid="credit-score">{user?.credit_score ?? 0}</dd>
          </div>
          <div>
            <dt>{t('profile.deposit')}</dt>
            <dd data-testid="deposit">{money(user?.deposit ?? '0')}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="adc-profile-level"
          onClick={() => navigate(paths.level)}
          aria-label={t('profile.levelLabel', { level, max: MAX_SHOP_LEVEL })}
          data-testid="shop-level"
        >
          <span>{t('profile.shopLevel')}</span>
          <span aria-hidden="true">
            <ShopStars level={level} size={16} />
          </span>
        </button>
      </section>

      <Overview onAutoRefresh={loadWaitPut} />

      {waitPut !== null && (
        <div className="adc-card adc-waitput" data-testid="wait-put">
          <Cell
            label={t('center.waitPut', { count: waitPut })}
            showArrow
            bordered={false}
            onClick={() => navigate(`${paths.plan}?status=wait_put`)}
          >
            <Badge text={badgeText(waitPut)} absolute={false} visible={waitPut > 0} />
          </Cell>
        </div>
      )}

      <section className="adc-card adc-entries" aria-label={t('center.entries')}>
        <Grid
          columns={4}
          gutter={{ x: 0, y: 14 }}
          data={entries.map((e) => ({
            img: (
              <span className="adc-entry-icon">
                {e.icon}
                {e.badge ? (
                  <span className="adc-entry-badge" data-testid={`badge-${e.key}`}>
                    {badgeText(e.badge)}
                  </span>
                ) : null}
              </span>
            ),
            title: (
              <button type="button" className="adc-entry-button" data-testid={`entry-${e.key}`}>
                {t(`center.entry.${e.key}`)}
              </button>
            ),
            onClick: () => (e.to ? navigate(e.to) : e.onClick?.()),
          }))}
        />
      </section>

      <Cell.Group className="adc-card adc-account" header={t('center.account')}>
        <Cell
          label={t('loginPassword.title')}
          showArrow
          onClick={() => navigate(paths.editLoginPassword)}
        />
        <Cell
          label={t('payPassword.title')}
          showArrow
          onClick={() => navigate(paths.editPayPassword)}
        />
      </Cell.Group>

      <FaqList />

      <Popup
        visible={rulesOpen}
        close={() => setRulesOpen(false)}
        direction="bottom"
        contentClass="adc-rules-popup"
      >
        <div className="adc-sheet" role="dialog" aria-labelledby="adc-rules-title">
          <h2 id="adc-rules-title" className="adc-sheet-title">
            {t('center.entry.rules')}
          </h2>
          <p className="adc-rules-text" data-testid="operating-rules">
            {config?.operating_rules || t('center.noRules')}
          </p>
          <Button type="ghost" onClick={() => setRulesOpen(false)}>
            {t('common:action.close')}
          </Button>
        </div>
      </Popup>
    </div>
  );
}
