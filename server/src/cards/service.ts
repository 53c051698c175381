import { cardBrand, type BankCard, type CardBrand } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import { hmac } from '../platform/secrets.ts';
import { cardsRepository, type BankCardRow, type CardsDb } from './repository.ts';

/** How many live cards a player may keep. */
export const MAX_BANK_CARDS = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewBankCard {
  holderName: string;
  /** The card number's digits, already checked (Luhn, length) by the contract. */
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  isDefault?: boolean | undefined;
}

function toBankCard(row: BankCardRow): BankCard {
  return {
    bankCardId: row.id,
    holderName: row.holder_name,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
  };
}

function notFound(): ApiError {
  return new ApiError('BANK_CARD_NOT_FOUND', 'No such bank card');
}

/**
 * A player's bank cards. The number is read once, to take its brand, last four digits and keyed
 * fingerprint, and is never stored or logged. The player keeps at most MAX_BANK_CARDS live cards,
 * no card twice, and exactly one default card while any is left: the first card added becomes it,
 * choosing another moves it, and removing it hands it to the newest card left.
 */
export class Cards {
  readonly #db: CardsDb;
  readonly #fingerprintKey: string;

  constructor(db: CardsDb, fingerprintKey: string) {
    this.#db = db;
    this.#fingerprintKey = fingerprintKey;
  }

  async list(userId: string): Promise<BankCard[]> {
    return (await cardsRepository.list(this.#db, userId)).map(toBankCard);
  }

  /** One of the player's live cards; undefined for another player's, a removed or an unknown one. */
  async get(userId: string, bankCardId: string): Promise<BankCard | undefined> {
    if (!UUID.test(bankCardId)) return undefined;
    const row = await cardsRepository.find(this.#db, userId, bankCardId);
    return row ? toBankCard(row) : undefined;
  }

  async add(userId: string, card: NewBankCard): Promise<BankCard> {
    const fingerprint = hmac(this.#fingerprintKey, card.cardNumber);
    const row = await this.#db.transaction().execute(async (tx) => {
      await cardsRepository.lockPlayer(tx, userId);
      const live = await cardsRepository.list(tx, userId);
      if (live.length >= MAX_BANK_CARDS) {
        throw new ApiError('BANK_CARD_LIMIT_REACHED', `A player keeps at most ${MAX_BANK_CARDS} bank cards`, { limit: MAX_BANK_CARDS });
      }
      if (live.some((existing) => existing.fingerprint === fingerprint)) {
        throw new ApiError('BANK_CARD_DUPLICATE', 'This card is already on your account');
      }
      const isDefault = live.length === 0 || card.isDefault === true;
      if (isDefault) await cardsRepository.clearDefault(tx, userId);
      return cardsRepository.insert(tx, {
        user_id: userId,
        holder_name: card.holderName,
        brand: cardBrand(card.cardNumber),
        last4: card.cardNumber.slice(-4),
        expiry_month: card.expiryMonth,
        expiry_year: card.expiryYear,
        fingerprint,
        is_default: isDefault,
      });
    });
    return toBankCard(row);
  }

  /** Renames the holder or makes the card the default (unsetting the default alone changes nothing). */
  async update(userId: string, change: { bankCardId: string; holderName?: string | undefined; isDefault?: boolean | undefined }) {
    if (!UUID.test(change.bankCardId)) throw notFound();
    const row = await this.#db.transaction().execute(async (tx) => {
      await cardsRepository.lockPlayer(tx, userId);
      const card = await cardsRepository.find(tx, userId, change.bankCardId);
      if (!card) throw notFound();
      const makeDefault = change.isDefault === true && !card.is_default;
      if (makeDefault) await cardsRepository.clearDefault(tx, userId);
      if (makeDefault || change.holderName !== undefined) {
        await cardsRepository.update(tx, userId, card.id, {
          ...(change.holderName !== undefined ? { holder_name: change.holderName } : {}),
          ...(makeDefault ? { is_default: true } : {}),
        });
      }
      return (await cardsRepository.find(tx, userId, card.id)) ?? card;
    });
    return toBankCard(row);
  }

  /** Removes a card from the player's list (kept for the history of the payments made with it). */
  async remove(userId: string, bankCardId: string): Promise<void> {
    if (!UUID.test(bankCardId)) throw notFound();
    await this.#db.transaction().execute(async (tx) => {
      await cardsRepository.lockPlayer(tx, userId);
      const card = await cardsRepository.find(tx, userId, bankCardId);
      if (!card) throw notFound();
      await cardsRepository.update(tx, userId, card.id, { deleted_at: new Date(), is_default: false });
      if (card.is_default) {
        const [next] = (await cardsRepository.list(tx, userId)).sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
        if (next) await cardsRepository.update(tx, userId, next.id, { is_default: true });
      }
    });
  }
}
