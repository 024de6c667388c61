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
import { ModalDialog, Sheet, toast } from '@adnet/shared/ui';
import { Button, Cell } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './frame.css';

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

  // The official-push dialog can always be closed: its Close button, a tap outside, Escape,
  // the system back.
  const closePush = () => {
    push?.onClose?.();
    setPush(null);
  };

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
      <ModalDialog
        open={push !== null}
        title={push?.title}
        cancelText={t('action.close')}
        onCancel={closePush}
        actionText={push?.okText ?? t('action.ok')}
        onAction={() => {
          push?.onOk();
          setPush(null);
        }}
        className="adn-push-dialog"
      >
        <div data-testid="official-push">{push?.content}</div>
      </ModalDialog>
    </>
  );
}
