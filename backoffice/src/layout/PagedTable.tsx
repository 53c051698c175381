import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@app/ui';
import { Card } from '@app/ui/display';
import { QueryView } from './parts.tsx';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Identifiers and codes, in the monospace face. */
  mono?: boolean;
}

/**
 * A card with one of the server's cursor-paged lists, newest first: a table of its rows, an empty
 * text, and a button that reads the next page under the last (the rows read so far stay).
 */
export function PagedTable<Row>({
  title,
  queryKey,
  fetchPage,
  rowKey,
  columns,
  emptyText,
  moreText,
  testId,
  actions,
}: {
  title: string;
  queryKey: readonly unknown[];
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<{ rows: Row[]; nextCursor: string | null }>;
  rowKey: (row: Row) => string;
  columns: ReadonlyArray<Column<Row>>;
  emptyText: string;
  moreText: string;
  testId?: string;
  /** Controls above the table (a filter). */
  actions?: ReactNode;
}) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const cellClass = (column: Column<Row>) => (column.numeric ? 'bo-num' : column.mono ? 'bo-mono' : undefined);
  return (
    <Card title={title} headingLevel={2}>
      {actions ? <div className="bo-toolbar">{actions}</div> : null}
      <QueryView query={query} headingLevel={3}>
        {(data) => {
          const rows = data.pages.flatMap((page) => page.rows);
          if (rows.length === 0) return <p data-testid={testId ? `${testId}-empty` : undefined}>{emptyText}</p>;
          return (
            <>
              <div className="bo-table-wrap">
                <table className="bo-table" data-testid={testId}>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column.header} scope="col" className={column.numeric ? 'bo-num' : undefined}>
                          {column.header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={rowKey(row)}>
                        {columns.map((column) => (
                          <td key={column.header} className={cellClass(column)}>
                            {column.cell(row)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {query.hasNextPage ? (
                <div className="bo-pager">
                  <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                    {moreText}
                  </Button>
                </div>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}
