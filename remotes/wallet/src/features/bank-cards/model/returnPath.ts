import { safeNextPath } from '../../../shared/model/navigation.ts';

/**
 * Where the player goes once the card is added: the page that sent them (its `next` or `returnTo`
 * query, a path of this site), with the new card chosen there; null when no page sent them.
 */
export function afterBindPath(query: { next: string | null; returnTo: string | null }, bankCardId: string): string | null {
  const back = safeNextPath(query.next) ?? safeNextPath(query.returnTo);
  if (!back) return null;
  const url = new URL(back, 'https://wallet.invalid');
  url.searchParams.set('bankCardId', bankCardId);
  return `${url.pathname}${url.search}${url.hash}`;
}
