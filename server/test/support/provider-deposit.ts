import { randomUUID } from 'node:crypto';
import { sign, SIGNATURE_HEADER } from '../../simulators/demopay/index.ts';

export interface DepositOptions {
  /** USD unless told. */
  currency?: string;
  /** The currency's fiat channel unless told. */
  channelId?: string;
  /** Paid unless told: false has the provider decline it. */
  paid?: boolean;
}

/**
 * A deposit as a player makes one against a server at `url`: started by the player on a channel,
 * then settled by the provider's callback (paid unless told otherwise), signed with the provider's
 * secret (PAYMENT_WEBHOOK_SECRET of that server). Answers the transaction's id; throws when either
 * step is refused or the callback settles nothing.
 */
export async function depositThroughProvider(
  url: string,
  accessToken: string,
  amount: string,
  secret: string,
  options: DepositOptions = {},
): Promise<string> {
  const currency = options.currency ?? 'USD';
  const started = await fetch(`${url}/v1/payment/deposit/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ channelId: options.channelId ?? `${currency.toLowerCase()}-fiat-deposit`, currency, amount }),
  });
  const body = (await started.json()) as { transaction: { transactionId: string }; redirectUrl: string };
  if (started.status !== 200) throw new Error(`the deposit was refused: ${JSON.stringify(body)}`);
  const paymentId = body.redirectUrl.split('/').at(-1)!;
  const paid = options.paid ?? true;
  const event = JSON.stringify({
    id: `evt_${paymentId}`,
    type: paid ? 'payment.succeeded' : 'payment.declined',
    data: { paymentId, reference: body.transaction.transactionId, amount, currency, status: paid ? 'paid' : 'declined' },
  });
  const settled = await fetch(`${url}/payment-callbacks/demopay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, event, Math.floor(Date.now() / 1000)) },
    body: event,
  });
  const answer = await settled.text();
  if (settled.status !== 200) throw new Error(`the provider's callback was refused: ${settled.status} ${answer}`);
  if ((JSON.parse(answer) as { settled?: unknown }).settled !== true) throw new Error(`the provider's callback settled nothing: ${answer}`);
  return body.transaction.transactionId;
}
