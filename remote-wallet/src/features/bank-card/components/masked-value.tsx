/**
 * A bound account number or wallet address as the form shows it: masked, read only, with
 * "Change" to type a new one in its place (account numbers are shown in full only in the
 * field they are being typed in).
 */
import { useTranslation } from 'react-i18next';
import './masked-value.css';

export interface MaskedValueProps {
  /** the field it stands for (`bank_account`, `wallet_address`) */
  name: string;
  label: string;
  /** the masked value, e.g. "****6789" */
  masked: string;
  onChange: () => void;
}

export function MaskedValue({ name, label, masked, onChange }: MaskedValueProps) {
  const { t } = useTranslation('wallet');
  const labelId = `masked-${name}-label`;
  return (
    <div className="adn-field wal-masked" data-testid={`field-${name}`}>
      <span className="adn-field-label" id={labelId}>
        {label}
      </span>
      <div className="wal-masked-row">
        <span className="wal-masked-value" data-testid={`masked-${name}`}>
          {masked}
        </span>
        <button
          type="button"
          className="adn-link wal-masked-change"
          onClick={onChange}
          aria-label={`${t('bindCard.change')} ${label}`}
          data-testid={`change-${name}`}
        >
          {t('bindCard.change')}
        </button>
      </div>
    </div>
  );
}
