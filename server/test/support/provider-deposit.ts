import { randomUUID } from 'node:crypto';
import { sign, SIGNATURE_HEADER } from '../../simulators/demopay/index.ts';

/**
 * A deposit of USD as a player makes one against a server at `url`: started by the player, then
 * settled paid by the provider's callback, signed with the provider's secret (PAYMENT_WEBHOOK_SECRET
 * of that server). Throws when either step is refused.
 */
export async function depositThroughProvider(url: string, accessToken: string, amount: string, secret: string): Promise<void> {
  const started = await fetch(`${url}/v1/payment/deposit/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ channelId: 'usd-fiat-deposit', currency: 'USD', amount }),
  });
  const body = (await started.json()) as { transaction: { transactionId: string }; redirectUrl: string };
  if (started.status !== 200) throw new Error(`the deposit was refused: ${JSON.stringify(body)}`);
  const paymentId = body.redirectUrl.split('/').at(-1)!;
  const event = JSON.stringify({
    id: `evt_${paymentId}`,
    type: 'payment.succeeded',
    data: { paymentId, reference: body.transaction.transactionId, amount, currency: 'USD', status: 'paid' },
  });
  const settled = await fetch(`${url}/payment-callbacks/demopay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, event, Math.floor(Date.now() / 1000)) },
    body: event,
  });
  if (settled.status !== 200) throw new Error(`the provider's callback was refused: ${settled.status} ${await settled.text()}`);
}
