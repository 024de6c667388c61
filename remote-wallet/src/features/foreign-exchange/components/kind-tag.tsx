/** An acceptor's kind (personal, enterprise) as a small tag beside its name. */
import { useTranslation } from 'react-i18next';
import type { AcceptorKind } from '../api';
import './kind-tag.css';

export function KindTag({ kind }: { kind: AcceptorKind }) {
  const { t } = useTranslation('wallet');
  return <span className="wal-tag">{t(`fx.kinds.${kind}`)}</span>;
}
