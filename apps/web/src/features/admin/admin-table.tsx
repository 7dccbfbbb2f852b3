// The admin screens' list table (issue 25): a hidden caption for screen readers, column headers
// (an action column has a hidden label), one row per item. Used by the privacy, guardian, school
// sign-in, retention and class-archive lists so their markup and accessibility stay the same.
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

export interface AdminColumn<T> {
  header: string;
  /** The header is read by screen readers only (an action column). */
  hiddenHeader?: boolean;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface Props<T> {
  caption: string;
  columns: AdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  testId?: string;
  /** A smaller table inside a card. */
  compact?: boolean;
}

export function AdminTable<T>({ caption, columns, rows, rowKey, testId, compact = false }: Props<T>) {
  return (
    <Table responsive hover={!compact} size={compact ? 'sm' : undefined} className={compact ? 'small align-middle mb-0' : 'align-middle'} data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col">
              {c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.header} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
