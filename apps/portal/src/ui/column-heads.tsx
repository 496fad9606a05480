import { Table, VisuallyHidden } from '@mantine/core';

/**
 * A table's head row: one column header per label, and a last one for the row actions whose name
 * only screen readers hear (the buttons say what they do).
 */
export function ColumnHeads({ labels, actions }: { labels: readonly string[]; actions: string }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label} scope="col">
            {label}
          </Table.Th>
        ))}
        <Table.Th scope="col">
          <VisuallyHidden>{actions}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
