/** An acceptor's kind (personal, enterprise) as a small tag beside its name. */
import { Tag } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { AcceptorKind } from '../api';
import './kind-tag.css';

export function KindTag({ kind }: { kind: AcceptorKind }) {
  const { t } = useTranslation('wallet');
  return (
    <Tag tone="primary" className="wal-kind-tag">
      {t(`fx.kinds.${kind}`)}
    </Tag>
  );
}
