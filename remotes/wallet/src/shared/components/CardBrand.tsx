import { CreditCard } from 'lucide-react';
import type { CardBrand as Brand } from '@app/contract';
import { useAreaTranslation } from '../../area.ts';
import './CardBrand.css';

/** Card brands are names, the same in every language; only "other" is put in words. */
const BRAND_NAMES: Record<Exclude<Brand, 'other'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

export function useBrandName(): (brand: Brand) => string {
  const { t } = useAreaTranslation();
  return (brand) => (brand === 'other' ? t('cards.otherBrand') : BRAND_NAMES[brand]);
}

/** A card as players recognise it: its brand and last four digits ("Visa •••• 4242"). */
export function CardLabel({ brand, last4 }: { brand: Brand; last4: string }) {
  const { t } = useAreaTranslation();
  const brandName = useBrandName();
  return (
    <span className="wallet-card-label">
      <span className={`wallet-brand wallet-brand--${brand}`} aria-hidden="true">
        <CreditCard />
      </span>
      <span>
        <span className="visually-hidden">{t('cards.endingIn', { brand: brandName(brand), last4 })}</span>
        <span aria-hidden="true">
          {brandName(brand)} •••• {last4}
        </span>
      </span>
    </span>
  );
}
