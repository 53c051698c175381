/**
 * Starting data written as a table, one row a line, its cells parted by "|" (blank lines skipped):
 * the rows, each as its cells. A row with another number of cells than `columns` is a mistake in the
 * table, refused at start.
 */
export function tableRows(table: string, columns: number): string[][] {
  const lines = table.split('\n').filter((line) => line.trim() !== '');
  return lines.map((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length !== columns) throw new Error(`A table row has ${cells.length} cells, not ${columns}: ${line.trim()}`);
    return cells;
  });
}

/** A cell's words (a list in a table cell is written with spaces between). */
export function words(cell: string): string[] {
  return cell.split(' ').filter((word) => word !== '');
}
