// The add-a-card form's rules: the contract's own request schema, preceded by the same checks with
// messages the player reads in their language (which rule the number, the name or the date broke).
import { z } from 'zod';
import { bankCardAddRequestSchema, cardExpiryInFuture, luhnValid } from '@app/contract';
import { messageKey } from '@app/ui/forms';

/** The form's values as the fields hold them. */
export interface CardFormValues {
  cardNumber: string;
  holderName: string;
  expiryMonth: string;
  expiryYear: string;
  isDefault: boolean;
}

/** How many years ahead the expiry year offers (cards are issued for up to about ten). */
export const EXPIRY_YEARS_AHEAD = 15;

/** Only the digits of a card number as typed (with spaces or dashes). */
export function cardDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** A card number in groups of four, as printed on most cards ("4242 4242 4242 4242"), at most 19 digits. */
export function groupCardNumber(typed: string): string {
  return cardDigits(typed)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The years a card's expiry may be in, this one first. */
export function expiryYears(now = new Date()): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => first + index);
}

/** The form's schema: each field's own check, the expiry still to come, then the contract's request. */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      cardNumber: z
        .string()
        .transform(cardDigits)
        .pipe(
          z
            .string()
            .min(1, messageKey('wallet:bind.errors.numberRequired'))
            .regex(/^\d{12,19}$/, messageKey('wallet:bind.errors.numberLength'))
            .refine(luhnValid, { error: messageKey('wallet:bind.errors.numberInvalid') }),
        ),
      holderName: z
        .string()
        .trim()
        .min(1, { error: messageKey('wallet:bind.errors.holderRequired'), abort: true })
        .min(2, messageKey('wallet:bind.errors.holderShort'))
        .max(100, messageKey('wallet:bind.errors.holderLong')),
      expiryMonth: z
        .string()
        .regex(/^(0?[1-9]|1[0-2])$/, messageKey('wallet:bind.errors.monthRequired'))
        .transform(Number),
      expiryYear: z
        .string()
        .regex(/^\d{4}$/, messageKey('wallet:bind.errors.yearRequired'))
        .transform(Number),
      isDefault: z.boolean().optional(),
    })
    .refine((card) => cardExpiryInFuture(card.expiryMonth, card.expiryYear, now()), {
      error: messageKey('wallet:bind.errors.expired'),
      path: ['expiryMonth'],
    })
    .pipe(bankCardAddRequestSchema);
}
