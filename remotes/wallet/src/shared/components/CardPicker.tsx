import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BankCard } from '@app/contract';
import { cardExpiryInFuture } from '@app/contract';
import { Badge } from '@app/ui/display';
import { useAreaTranslation } from '../../area.ts';
import { CardLabel } from './CardBrand.tsx';
import './CardPicker.css';

export interface CardPickerProps {
  cards: readonly BankCard[];
  value: string | null;
  onChange: (bankCardId: string) => void;
  /** Where "Add a card" goes (the bind page, coming back here). */
  addHref: string;
  /** An error under the choice (no card chosen). */
  error?: string | undefined;
  /** What the player can do with each card (make it the default, remove it), beside it. */
  actions?: ((card: BankCard) => ReactNode) | undefined;
}

/**
 * One of the player's cards as a radio group (expired ones cannot be chosen), what can be done with
 * each, and a way to add one. When a card leaves the list with focus on its buttons, focus goes to
 * "Add a card" rather than to nowhere.
 */
export function CardPicker({ cards, value, onChange, addHref, error, actions }: CardPickerProps) {
  const { t } = useAreaTranslation();
  const id = useId();
  const add = useRef<HTMLAnchorElement>(null);
  const count = useRef(cards.length);
  useEffect(() => {
    const fewer = cards.length < count.current;
    count.current = cards.length;
    const active = document.activeElement;
    if (fewer && (active === null || active === document.body)) add.current?.focus();
  }, [cards.length]);
  return (
    <fieldset className="wallet-cards" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-field__label">{t('cards.choose')}</legend>
      {cards.map((card) => {
        const expired = !cardExpiryInFuture(card.expiryMonth, card.expiryYear);
        return (
          <div key={card.bankCardId} className="wallet-cards__item">
            <label className={expired ? 'wallet-card wallet-card--expired' : 'wallet-card'}>
              <input
                type="radio"
                name={`${id}-card`}
                className="wallet-card__radio"
                value={card.bankCardId}
                checked={value === card.bankCardId}
                disabled={expired}
                onChange={() => onChange(card.bankCardId)}
              />
              <span className="wallet-card__text">
                <CardLabel brand={card.brand} last4={card.last4} />
                <span className="wallet-card__meta">
                  {t('cards.expires', { month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear })}
                </span>
              </span>
              {card.isDefault ? <Badge tone="primary">{t('cards.default')}</Badge> : null}
              {expired ? <Badge tone="danger">{t('cards.expired')}</Badge> : null}
            </label>
            {actions?.(card)}
          </div>
        );
      })}
      <Link ref={add} className="button button--secondary button--block wallet-cards__add" to={addHref}>
        <Plus aria-hidden="true" />
        {t('cards.add')}
      </Link>
      {error ? (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
