/**
 * The customer-service frame of /customer?url=…, framed only when its origin is one the basic
 * config or the user info names (https; http on localhost for development). Anything else
 * frames nothing and says so. Opened without a link, the page lists the channels instead (the
 * same list and the same way of opening as the header's customer-service popup).
 */
import {
  bridge,
  type CustomerServiceItem,
  customerServiceItemsAtom,
  dialogs,
  isOpenableUrl,
  parseSafeHttpUrl,
  paths,
  session,
  store,
  storedBasicConfigAtom,
  userInfoAtom,
} from '@adnet/shared';
import { Button, Cell } from '@adnet/shared/arco';
import { EmptyState, LoadingState, toast } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { customerServiceUrls, serviceFrameUrl } from '../service-urls';
import './customer-service.css';

/** No wider than a chat needs: its own scripts, storage, forms and links in new windows. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export function CustomerService() {
  const [params] = useSearchParams();
  const raw = params.get('url');
  const user = useAtomValue(userInfoAtom);
  const config = useAtomValue(storedBasicConfigAtom);
  const items = useAtomValue(customerServiceItemsAtom);

  const allowed = useMemo(
    () => customerServiceUrls({ user, config, items }),
    [user, config, items],
  );
  const frameUrl = serviceFrameUrl(raw, allowed, window.location.origin);

  // On a cold start the session's lists may not be here yet: fetch what is missing once
  // before calling a well-formed URL unknown, or before listing the channels.
  const noLink = raw === null || raw.trim() === '';
  const missing = (user === null || config === null) && (noLink || parseSafeHttpUrl(raw) !== null);
  const needsFetch = missing && !frameUrl;
  const [settled, setSettled] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!needsFetch || started.current) return;
    started.current = true;
    const jobs: Promise<unknown>[] = [];
    if (store.get(userInfoAtom) === null) jobs.push(session.refreshUserInfo());
    if (store.get(storedBasicConfigAtom) === null) jobs.push(session.refreshBasicConfig());
    void Promise.allSettled(jobs).then(() => setSettled(true));
  }, [needsFetch]);

  if (frameUrl) return <ServiceFrame key={frameUrl.href} src={frameUrl.href} />;
  if (missing && !settled) return <LoadingState />;
  if (noLink) return <ServiceChannels items={items.normal} />;
  return <InvalidServiceUrl />;
}

/** /customer without a link: the customer-service channels, as the popup lists them. */
function ServiceChannels({ items }: { items: CustomerServiceItem[] }) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const open = (item: CustomerServiceItem) => {
    if (item.type === 1) {
      navigate(`${paths.customer}?url=${encodeURIComponent(item.url)}`);
    } else if (!isOpenableUrl(item.url) || !bridge.openWindow(item.url)) {
      toast.fail(t('common:cs.blocked'));
    }
  };
  return (
    <section
      className="cs-channels"
      aria-labelledby="cs-channels-title"
      data-testid="customer-channels"
    >
      <h2 className="cs-channels-title" id="cs-channels-title">
        {t('customer.channelsTitle')}
      </h2>
      <p className="cs-channels-text">{t('customer.channelsText')}</p>
      {items.length === 0 ? (
        <EmptyState text={t('common:cs.none')} />
      ) : (
        <Cell.Group bordered={false} className="cs-channels-list">
          {items.map((item, i) => (
            <div key={item.id} data-testid="customer-channel" data-type={item.type}>
              <Cell
                label={item.name || t('common:cs.item', { n: i + 1 })}
                showArrow
                onClick={() => open(item)}
              />
            </div>
          ))}
        </Cell.Group>
      )}
    </section>
  );
}

function ServiceFrame({ src }: { src: string }) {
  const { t } = useTranslation('messaging');
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="cs-frame-wrap">
      {!loaded && (
        <div className="cs-frame-loading">
          <LoadingState />
        </div>
      )}
      <iframe
        className="cs-frame"
        src={src}
        title={t('customer.frameTitle')}
        sandbox={FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        data-testid="customer-frame"
      />
    </div>
  );
}

function InvalidServiceUrl() {
  const { t } = useTranslation('messaging');
  return (
    <div className="cs-invalid" role="alert" data-testid="customer-invalid">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14M24 33v3" stroke="currentColor" strokeWidth="3.5" />
      </svg>
      <h2 className="cs-invalid-title">{t('customer.invalidUrl')}</h2>
      <p className="cs-invalid-detail">{t('customer.invalidUrlDetail')}</p>
      <Button inline size="small" onClick={() => dialogs.customerService()}>
        {t('customer.chooseService')}
      </Button>
    </div>
  );
}
