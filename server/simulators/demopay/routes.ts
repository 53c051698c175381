import type { FastifyInstance } from 'fastify';
import type { DemoPay, DemoPayPayment } from './service.ts';

const MERCHANT = 'https://merchant.invalid';

/**
 * Where the payer goes back to: the merchant's path as a browser would resolve it, or the merchant's
 * home when it would take the payer to another site (`//host`, `/\host`, whitespace or control
 * characters the URL parser drops).
 */
function backToMerchant(path: string): string {
  if (!/^\/[\x21-\x7e]*$/.test(path) || /\\|%5c/i.test(path)) return '/';
  try {
    const url = new URL(path, MERCHANT);
    return url.origin === MERCHANT ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6; color: #141821; }
  main { width: min(24rem, 100% - 2rem); background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 8px 24px #0002; }
  .brand { font-weight: 700; letter-spacing: .02em; color: #3a4aa8; margin: 0 0 1rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1rem; }
  p { margin: 0 0 1rem; line-height: 1.4; }
  form { display: grid; gap: .75rem; }
  button { min-height: 2.75rem; border-radius: .75rem; border: 0; font: inherit; font-weight: 600; cursor: pointer; }
  button:focus-visible { outline: 3px solid #3a4aa8; outline-offset: 2px; }
  .pay { background: #3a4aa8; color: #fff; }
  .decline { background: transparent; color: #141821; border: 1px solid #6b7280; }
  .note { font-size: .875rem; color: #4b5563; }
  @media (prefers-color-scheme: dark) {
    body { background: #0e1117; color: #e7eaf0; }
    main { background: #181c25; }
    .brand { color: #9fb0ff; }
    .decline { color: #e7eaf0; border-color: #9ca3af; }
    .pay { background: #9fb0ff; color: #0e1117; }
    .note { color: #b6bdc9; }
  }`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · DemoPay</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function checkout(payment: DemoPayPayment): string {
  const action = `/demopay/pay/${encodeURIComponent(payment.id)}`;
  return page(
    'Confirm your payment',
    `<p class="brand">DemoPay</p>
     <h1>Confirm your payment</h1>
     <p class="amount">${escape(payment.amount)} ${escape(payment.currency)}</p>
     <p>${escape(payment.description)}</p>
     <form method="post" action="${action}">
       <button class="pay" name="action" value="pay" type="submit">Pay ${escape(payment.amount)} ${escape(payment.currency)}</button>
       <button class="decline" name="action" value="decline" type="submit">Decline</button>
     </form>
     <p class="note">A demonstration payment page: no real money moves.</p>`,
  );
}

function finished(payment: DemoPayPayment): string {
  const paid = payment.status === 'paid';
  return page(
    paid ? 'Payment made' : 'Payment declined',
    `<p class="brand">DemoPay</p><h1>${paid ? 'Payment made' : 'Payment declined'}</h1>
     <p><a href="${escape(backToMerchant(payment.return_url))}">Back to the merchant</a></p>`,
  );
}

/** The provider's hosted payment page: the payer sees the amount and pays or declines. */
export function demoPayRoutes(demoPay: DemoPay) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get<{ Params: { id: string } }>('/demopay/pay/:id', async (request, reply) => {
      const payment = await demoPay.get(request.params.id);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).send(page('Payment not found', '<p class="brand">DemoPay</p><h1>Payment not found</h1>'));
      return payment.status === 'open' ? checkout(payment) : finished(payment);
    });

    app.post<{ Params: { id: string }; Body: { action?: string } }>('/demopay/pay/:id', async (request, reply) => {
      const action = request.body?.action;
      if (action !== 'pay' && action !== 'decline') return reply.code(400).type('text/plain').send('Choose pay or decline');
      const payment = await demoPay.complete(request.params.id, action === 'pay' ? 'paid' : 'declined');
      if (!payment) return reply.code(404).type('text/plain').send('Payment not found');
      // Back to the merchant, whatever the answer (an answer given twice keeps the first).
      return reply.redirect(backToMerchant(payment.return_url), 303);
    });
  };
}
