/** The catalogue's categories the area names in the player's language (others keep the catalogue's name). */
export const CATEGORY_IDS = ['popular', 'new', 'slots', 'live', 'table', 'instant', 'originals'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export function isKnownCategory(id: string): id is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(id);
}
