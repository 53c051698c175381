import { useMemo } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@app/api';
import { CheckboxField, Form, SelectField, SubmitButton, TextField, useZodForm } from '@app/ui/forms';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { bankCardListOptions } from '../../../shared/api/bankCardList.ts';
import { useBrandName } from '../../../shared/components/CardBrand.tsx';
import { addBankCard } from '../api/bankCardAdd.ts';
import { cardFormSchema, expiryYears, type CardFormValues } from '../model/cardForm.ts';
import { CardNumberField } from './CardNumberField.tsx';
import '../bank-cards.css';

export interface BankCardFormProps {
  /** Where the player goes once the card is added, given the new card's id; null goes back. */
  afterAdd: (bankCardId: string) => string | null;
  /** Where Cancel goes. */
  cancelHref: string;
}

/** Where the player goes when no page sent them here and there is no page to go back to. */
const FALLBACK_PATH = '/withdraw/bank-card';

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** A new bank card: its number (checked and its brand shown as typed), the name on it and its expiry. */
export function BankCardForm({ afterAdd, cancelHref }: BankCardFormProps) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const brandName = useBrandName();
  const schema = useMemo(() => cardFormSchema(), []);
  const years = useMemo(() => expiryYears(), []);
  const form = useZodForm(schema, {
    defaultValues: { cardNumber: '', holderName: '', expiryMonth: '', expiryYear: '', isDefault: false } satisfies CardFormValues,
  });

  return (
    <Form
      form={form}
      aria-label={t('bind.formLabel')}
      onSubmit={async (card) => {
        const { bankCard } = await addBankCard(card);
        await client.invalidateQueries({ queryKey: bankCardListOptions().queryKey });
        notify(t('bind.added', { brand: brandName(bankCard.brand), last4: bankCard.last4 }), 'success');
        const next = afterAdd(bankCard.bankCardId);
        if (next) navigate(next, { replace: true });
        else if (location.key !== 'default') navigate(-1);
        else navigate(FALLBACK_PATH, { replace: true });
      }}
    >
      <p className="wallet-lead">{t('bind.intro')}</p>
      <CardNumberField />
      <TextField<CardFormValues>
        name="holderName"
        label={t('bind.holder')}
        hint={t('bind.holderHint')}
        autoComplete="cc-name"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
      />
      <fieldset className="wallet-expiry">
        <legend className="form-field__label">{t('bind.expiry')}</legend>
        <SelectField<CardFormValues>
          name="expiryMonth"
          label={t('bind.month')}
          placeholder={t('bind.monthPlaceholder')}
          autoComplete="cc-exp-month"
          options={MONTHS.map((month) => ({ value: month, label: month }))}
        />
        <SelectField<CardFormValues>
          name="expiryYear"
          label={t('bind.year')}
          placeholder={t('bind.yearPlaceholder')}
          autoComplete="cc-exp-year"
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
        />
      </fieldset>
      <CheckboxField<CardFormValues> name="isDefault" label={t('bind.makeDefault')} />
      <p className="wallet-fineprint">
        <ShieldCheck aria-hidden="true" className="wallet-fineprint__icon" /> {t('bind.privacy')}
      </p>
      <div className="wallet-actions">
        <SubmitButton pendingLabel={t('bind.saving')}>{t('bind.submit')}</SubmitButton>
        <ButtonLink to={cancelHref} variant="ghost" block>
          {t('bind.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}
