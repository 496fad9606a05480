import { Group, Pagination, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Pagination.css';

/** A list page's heading with the number of matching rows, announced when it changes. */
export function ListHeader({ title, total }: { title: string; total: number }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" aria-live="polite">
        {t('customers.summary', { count: total })}
      </Text>
    </Group>
  );
}

/** Page links for a server-paged list; every control has a spoken name. */
export function ListPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      getItemProps={(item) => ({ 'aria-label': `${t('customers.pagination')}: ${item}` })}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('customers.previousPage') }
          : { 'aria-label': t('customers.nextPage') }
      }
      aria-label={t('customers.pagination')}
    />
  );
}
