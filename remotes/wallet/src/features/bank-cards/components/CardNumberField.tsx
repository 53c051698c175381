import { useController, useFormContext } from 'react-hook-form';
import { cardBrand } from '@app/contract';
import { describedBy, FieldShell, useFieldError, useFieldIds } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import { useBrandName } from '../../../shared/components/CardBrand.tsx';
import { cardDigits, groupCardNumber, type CardFormValues } from '../model/cardForm.ts';
import '../bank-cards.css';

/**
 * The card number: the numeric keypad, grouped in fours as it is printed, and the card's brand
 * beside it, told from the first digits as the player types (and read with the field).
 */
export function CardNumberField() {
  const { t } = useAreaTranslation();
  const brandName = useBrandName();
  const { control } = useFormContext<CardFormValues>();
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController({ control, name: 'cardNumber' });
  const ids = useFieldIds();
  const error = useFieldError('cardNumber');
  const hint = t('bind.numberHint');
  const digits = cardDigits(value);
  const brand = digits.length > 0 ? cardBrand(digits) : null;
  const brandId = `${ids.id}-brand`;
  return (
    <div className="wallet-cardnumber">
      <FieldShell ids={ids} label={t('bind.number')} hint={hint} error={error} className="wallet-cardnumber__field">
        <input
          ref={ref}
          name={name}
          id={ids.id}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          autoCorrect="off"
          spellCheck={false}
          maxLength={23}
          placeholder="0000 0000 0000 0000"
          className="form-field__control"
          value={value}
          onChange={(event) => onChange(groupCardNumber(event.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, brandId)}
        />
      </FieldShell>
      <span className="wallet-cardnumber__brand" id={brandId} aria-live="polite">
        <span className="visually-hidden">{t('bind.brand')} </span>
        {brand ? brandName(brand) : '—'}
      </span>
    </div>
  );
}
