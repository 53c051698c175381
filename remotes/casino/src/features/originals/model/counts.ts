/** A game setting's whole numbers (the mines on the board, the rows of pins) as a select's choices. */
export function countOptions(counts: readonly number[]): { value: string; label: string }[] {
  return counts.map((count) => ({ value: String(count), label: String(count) }));
}
