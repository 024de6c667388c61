/** The wallet's entries: recharge, withdraw, bank card, password, exchange. */

import { dialogs } from '@adnet/shared';
import { Grid } from '@adnet/shared/arco';
import { cardClass } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '#paths';
import { ActionIcon } from './icons';
import './quick-actions.css';

export interface QuickActionsProps {
  /** the withdrawal sheet lives on the page */
  onWithdraw: () => void;
}

export function QuickActions({ onWithdraw }: QuickActionsProps) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const actions: { key: string; title: string; to?: string; onClick?: () => void }[] = [
    {
      key: 'recharge',
      title: t('actions.recharge'),
      onClick: () => dialogs.customerService({ variant: 'recharge' }),
    },
    { key: 'withdraw', title: t('actions.withdraw'), onClick: onWithdraw },
    { key: 'card', title: t('actions.bindCard'), to: paths.bindCard },
    { key: 'password', title: t('actions.setPassword'), to: paths.setPassword },
    { key: 'fx', title: t('actions.foreignExchange'), to: paths.foreignExchange },
  ];

  return (
    <Grid
      className={cardClass('wal-actions')}
      columns={5}
      data={actions.map((a) => ({
        img: <ActionIcon name={a.key} />,
        // Arco's grid cell is a div with onClick: the title is a real button, so Tab reaches
        // the action and Enter or Space clicks it; the click bubbles to the cell's onClick
        title: (
          // `data-adn-to`: where it leads, for the host to start it on a pointer-down
          <button
            type="button"
            className="wal-action-button"
            data-testid={`action-${a.key}`}
            data-adn-to={a.to}
          >
            {a.title}
          </button>
        ),
        onClick: () => (a.to ? navigate(a.to) : a.onClick?.()),
      }))}
    />
  );
}
