/**
 * A socket's allowance of messages (a token bucket): up to `burst` at once, then `perSecond` as
 * time goes by. Each message takes one; none left means the client sends faster than any client
 * of the product does.
 */
export class MessageBudget {
  readonly #burst: number;
  readonly #perSecond: number;
  #left: number;
  #at: number;

  constructor(burst: number, perSecond: number, now = Date.now()) {
    this.#burst = burst;
    this.#perSecond = perSecond;
    this.#left = burst;
    this.#at = now;
  }

  /** Takes one message from the allowance; false when there is none left. */
  take(now = Date.now()): boolean {
    this.#left = Math.min(this.#burst, this.#left + (Math.max(0, now - this.#at) / 1000) * this.#perSecond);
    this.#at = now;
    if (this.#left < 1) return false;
    this.#left -= 1;
    return true;
  }
}
