import { signWalletCall, WALLET_SIGNATURE_HEADER, type WalletMethod } from '@app/contract/providers';

/** The platform's answer: OK with the balance after the call, or a refusal with its code. */
export type WalletAnswer = { status: 'OK'; balance: string; currency: string } | { status: 'ERROR'; code: string; message?: string };

/** A call either got an answer (OK or a refusal) or got none (network, timeout, the platform failing). */
export type WalletResult = { answered: true; answer: WalletAnswer } | { answered: false; error: string };

/**
 * The provider's client of the platform's seamless wallet: signed JSON posts to
 * {walletUrl}/{method}. Only a JSON answer with a status counts as answered; a 5xx, a timeout or a
 * broken connection leaves the outcome unknown, which the caller must resolve (retry a win, roll a
 * bet back).
 */
export class WalletClient {
  readonly #secret: () => Promise<string>;
  readonly #walletUrl: () => string;
  readonly #timeoutMs: number;

  constructor(options: { secret: () => Promise<string>; walletUrl: () => string; timeoutMs: number }) {
    this.#secret = options.secret;
    this.#walletUrl = options.walletUrl;
    this.#timeoutMs = options.timeoutMs;
  }

  async call(method: WalletMethod, payload: Record<string, unknown>): Promise<WalletResult> {
    const body = JSON.stringify(payload);
    try {
      const response = await fetch(`${this.#walletUrl()}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signWalletCall(await this.#secret(), body) },
        body,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const text = await response.text();
      if (response.status >= 500) return { answered: false, error: `HTTP ${response.status}` };
      const answer = parseAnswer(text);
      return answer ? { answered: true, answer } : { answered: false, error: `HTTP ${response.status} without a wallet answer` };
    } catch (error) {
      return { answered: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The wallet's answer, or undefined when the body is not one (a proxy's error page, say: the outcome is unknown). */
function parseAnswer(text: string): WalletAnswer | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<{ status: string; balance: string; currency: string; code: string; message: string }>;
    if (parsed.status === 'OK' && typeof parsed.balance === 'string' && typeof parsed.currency === 'string') {
      return { status: 'OK', balance: parsed.balance, currency: parsed.currency };
    }
    if (parsed.status === 'ERROR' && typeof parsed.code === 'string')
      return { status: 'ERROR', code: parsed.code, message: parsed.message };
  } catch {
    // Not JSON.
  }
  return undefined;
}
