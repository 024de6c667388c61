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
import { useEffect, useRef } from 'react';

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

  // The official-push dialog can always be closed: its Close button, a tap outside, Escape.
  const closePush = () => {
    push?.onClose?.();
    setPush(null);
  };
  const pushOpen = push !== null;
  const closePushRef = useRef(closePush);
  closePushRef.current = closePush;
  useEffect(() => {
    if (!pushOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closePushRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pushOpen]);

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
        close={closePush}
        maskClosable
        title={push?.title}
        platform="ios"
        className="adn-push-dialog"
        footer={[
          { content: t('action.close'), onClick: closePush, className: 'adn-push-close' },
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
