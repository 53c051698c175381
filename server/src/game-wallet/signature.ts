import { signWalletCall, verifyWalletCall } from '@app/contract/providers';

/*
 * The seamless wallet's published signature (`@app/contract/providers`): the header a provider signs
 * each call in, `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` under the provider's secret.
 */
export { WALLET_SIGNATURE_HEADER, WALLET_SIGNATURE_TOLERANCE_SECONDS } from '@app/contract/providers';

export const signWalletBody = signWalletCall;
export const verifyWalletSignature = verifyWalletCall;
