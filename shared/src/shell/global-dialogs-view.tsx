/** The customer-service popup and the official-push dialog, loaded when first opened. */
import {
  bridge,
  type CustomerServiceItem,
  type CustomerServiceOptions,
  customerServiceItemsAtom,
  isOpenableUrl,
  type OfficialPushOptions,
  paths,
} from '@adnet/shared';
import { Sheet, toast } from '@adnet/shared/ui';
import { Button, Cell, Dialog } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './shell.css';

export interface DialogsViewProps {
  cs: CustomerServiceOptions | null;
  setCs: (v: CustomerServiceOptions | null) => void;
  push: OfficialPushOptions | null;
  setPush: (v: OfficialPushOptions | null) => void;
}

export default function DialogsView({ cs, setCs, push, setPush }: DialogsViewProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const items = useAtomValue(customerServiceItemsAtom);

  const list = cs?.variant === 'recharge' ? items.recharge : items.normal;

  const open = (item: CustomerServiceItem) => {
    setCs(null);
    if (item.type === 1) {
      navigate(`${paths.customer}?url=${encodeURIComponent(item.url)}`);
    } else if (!isOpenableUrl(item.url) || !bridge.openWindow(item.url)) {
      toast.fail(t('cs.blocked'));
    }
  };

  return (
    <>
      <Sheet
        open={cs !== null}
        onClose={() => setCs(null)}
        title={cs?.variant === 'recharge' ? t('cs.rechargeTitle') : t('cs.title')}
        data-testid="cs-popup"
        data-variant={cs?.variant}
      >
        {cs?.variant === 'recharge' && <p className="adn-sheet-tip">{t('cs.rechargeTip')}</p>}
        {cs?.message && (
          <p className="adn-sheet-message" data-testid="cs-message">
            {cs.message}
          </p>
        )}
        {list.length === 0 ? (
          <p className="adn-muted">{t('cs.none')}</p>
        ) : (
          <Cell.Group bordered={false}>
            {list.map((item, i) => (
              <div key={item.id} data-testid="cs-item" data-type={item.type}>
                <Cell
                  label={item.name || t('cs.item', { n: i + 1 })}
                  showArrow
                  onClick={() => open(item)}
                />
              </div>
            ))}
          </Cell.Group>
        )}
        <Button type="ghost" onClick={() => setCs(null)} className="adn-sheet-close">
          {t('action.close')}
        </Button>
      </Sheet>
      <Dialog
        visible={push !== null}
        close={() => {
          push?.onClose?.();
          setPush(null);
        }}
        title={push?.title}
        platform="ios"
        className="adn-push-dialog"
        footer={[
          {
            content: push?.okText ?? t('action.ok'),
            onClick: () => {
              push?.onOk();
              setPush(null);
            },
          },
        ]}
      >
        <div data-testid="official-push">{push?.content}</div>
      </Dialog>
    </>
  );
}
