/**
 * The fields of the chosen destination in the bank-card form: the bank's fields, or the wallet
 * address and its network. A bound account or address shows masked until it is typed anew
 * ("Change"), and "Keep current" brings the bound one back.
 */
import { Radio } from '@adnet/shared/arco';
import { FIELD_LIMITS } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { Field } from '#components/forms/field.tsx';
import type { BankCard } from '#lib/bank-card/api.ts';
import {
  BANK_FIELDS,
  type CardForm as CardFormValues,
  type FormErrors,
  type Method,
  maskAccount,
  maskAddress,
} from '#lib/bank-card/card.ts';
import { MaskedValue } from './masked-value';

/** The long free-text fields show a counter (docs/product/forms.md#forms.limits). */
const COUNTED = new Set<string>(['branch_name', 'bank_address']);

type Retyped = 'bank_account' | 'wallet_address';

export interface CardFieldsProps {
  method: Method;
  form: CardFormValues;
  /** what the form's checks found, once submitted */
  errors: FormErrors;
  /** a field's change */
  set: (field: keyof CardFormValues) => (value: string) => void;
  /** the server's words for a field it refused, or null */
  refusedText: (field: string) => string | null;
  /** whether the chosen destination is bound now */
  isBoundNow: boolean;
  /** the bound account or address is typed anew (else it shows masked and is kept) */
  retyping: Record<Retyped, boolean>;
  bound: BankCard | null;
  /** networks the config allows for a wallet address */
  networks: string[];
  /** "Change" on a masked value: type a new one in its place */
  onRetype: (field: Retyped) => void;
  /** "Keep current": the bound value again */
  onKeep: (field: Retyped) => void;
}

export function CardFields({
  method,
  form,
  errors,
  set,
  refusedText,
  isBoundNow,
  retyping,
  bound,
  networks,
  onRetype,
  onKeep,
}: CardFieldsProps) {
  const { t } = useTranslation('wallet');
  const keepButton = (f: Retyped) => (
    <button type="button" className="adn-link" onClick={() => onKeep(f)} data-testid={`keep-${f}`}>
      {t('bindCard.keepCurrent')}
    </button>
  );

  return method === 'bank_card' ? (
    BANK_FIELDS.map((f) =>
      f === 'bank_account' && isBoundNow && !retyping.bank_account ? (
        <MaskedValue
          key={f}
          name={f}
          label={t(`bindCard.fields.${f}`)}
          masked={maskAccount(bound?.bank_account ?? '')}
          onChange={() => onRetype(f)}
        />
      ) : (
        <Field
          key={f}
          name={f}
          label={t(`bindCard.fields.${f}`)}
          placeholder={t(`bindCard.placeholders.${f}`)}
          value={form[f]}
          onChange={set(f)}
          error={errors[f]}
          errorText={refusedText(f)}
          type={f === 'mobile' ? 'tel' : 'text'}
          inputMode={f === 'mobile' ? 'tel' : f === 'bank_account' ? 'numeric' : 'text'}
          maxLength={FIELD_LIMITS[f]}
          counted={COUNTED.has(f)}
          suffix={f === 'bank_account' && isBoundNow ? keepButton(f) : undefined}
        />
      ),
    )
  ) : (
    <>
      {isBoundNow && !retyping.wallet_address ? (
        <MaskedValue
          name="wallet_address"
          label={t('bindCard.fields.wallet_address')}
          masked={maskAddress(bound?.wallet_address ?? '')}
          onChange={() => onRetype('wallet_address')}
        />
      ) : (
        <Field
          name="wallet_address"
          label={t('bindCard.fields.wallet_address')}
          placeholder={t('bindCard.placeholders.wallet_address')}
          value={form.wallet_address}
          onChange={set('wallet_address')}
          error={errors.wallet_address}
          errorText={refusedText('wallet_address')}
          maxLength={FIELD_LIMITS.wallet_address}
          suffix={isBoundNow ? keepButton('wallet_address') : undefined}
        />
      )}
      <div
        className={`adn-field${errors.network ? ' adn-field-error' : ''}`}
        data-testid="field-network"
      >
        <span className="adn-field-label" id="wallet-network-label">
          {t('bindCard.fields.network')}
        </span>
        <Radio.Group
          value={form.network || null}
          onChange={(v) => set('network')(String(v))}
          layout="inline"
          className="wal-networks"
          aria-labelledby="wallet-network-label"
        >
          {networks.map((n) => (
            <Radio key={n} value={n}>
              {n}
            </Radio>
          ))}
        </Radio.Group>
        {errors.network && (
          <p className="adn-field-message" role="alert" data-testid="error-network">
            {t(`common:${errors.network}`)}
          </p>
        )}
      </div>
    </>
  );
}
