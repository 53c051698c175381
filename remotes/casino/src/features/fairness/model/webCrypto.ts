import type { FairHmac } from '@app/contract/fairness';

const encoder = new TextEncoder();

/** HMAC-SHA256(key, message) with the browser's Web Crypto, as the fairness scheme asks for it. */
export const webCryptoHmac: FairHmac = async (key, message) => {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
};

/** SHA-256 of a text, in lowercase hex (how the platform commits to a server seed). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
