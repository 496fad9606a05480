import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { format, parseISO, type Locale } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { dateFormats, type Paginated, type PlatformUser } from '@portal/contracts';
import { ListPagination } from '../../../ui/list-header.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import type { AccountActionResult } from './account-actions.ts';
import { isAdminRole } from './account-access.ts';
import { pageSize, type UsersParams, type UsersSort } from './account-data.ts';
import { AddAdminForm } from './add-admin-form.tsx';
import { FormOutcome } from './form-outcome.tsx';
import { RemoveAdminDialog, type Removing } from './remove-admin.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

interface Props {
  users: Paginated<PlatformUser>;
  list: UsersParams;
  canEdit: boolean;
  locale: Locale;
}

// date-fns directly, not the contracts' formatDate: the contracts ride in the chunk every signed-in
// screen loads first (vite.config.ts), and date-fns belongs to the screens that show dates.

/** The partner's own users with their roles; searched, sorted and paged on the server; admins added and removed. */
export function UsersSection({ users, list, canEdit, locale }: Props) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const removal = useFetcher<AccountActionResult>();
  // The dialog lives beside the table, not in a cell, so nothing around the table can clip it.
  const [removing, setRemoving] = useState<Removing | null>(null);
  const result = removal.data;
  const withParams = (change: Record<string, string>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change)) params.set(key, value);
    return `?${params}`;
  };
  // A header sorts by its column, and a second press turns the order round.
  const sortHeader = (column: UsersSort, label: string) => {
    const active = list.sort === column;
    const next = active && list.order === 'asc' ? 'desc' : 'asc';
    return (
      <Table.Th aria-sort={active ? (list.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <Anchor component={Link} to={withParams({ sort: column, order: next, page: '1' })} preventScrollReset>
          {label}
          {active ? (list.order === 'asc' ? ' ↑' : ' ↓') : ''}
        </Anchor>
      </Table.Th>
    );
  };
  return (
    <PageSection id="account-users" title={t('account.users.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('account.users.intro')}</Text>
        <Form method="get" role="search" aria-label={t('account.users.search')} key={list.search}>
          <input type="hidden" name="sort" value={list.sort} />
          <input type="hidden" name="order" value={list.order} />
          <Group align="flex-end">
            <TextInput
              name="search"
              label={t('account.users.search')}
              defaultValue={list.search}
              maxLength={100}
              w={280}
            />
            <Button type="submit" variant="default">
              {t('account.users.searchButton')}
            </Button>
          </Group>
        </Form>
        <FormOutcome
          saved={
            result && 'done' in result && removal.state === 'idle' && t('account.users.removed', { name: result.name })
          }
          refused={result && 'refused' in result ? result.refused : undefined}
        />
        {users.data.length === 0 ? (
          <Text fw={600}>{list.search ? t('account.users.emptySearch') : t('account.users.empty')}</Text>
        ) : (
          <TableScroll minWidth={640} label={t('account.users.title')}>
            <Table striped aria-label={t('account.users.title')}>
              <Table.Thead>
                <Table.Tr>
                  {sortHeader('fullName', t('account.users.columns.name'))}
                  <Table.Th>{t('account.users.columns.email')}</Table.Th>
                  {sortHeader('userRole', t('account.users.columns.role'))}
                  {sortHeader('latestContact', t('account.users.columns.latestContact'))}
                  {canEdit && <Table.Th>{t('account.users.columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.map((u) => (
                  <Table.Tr key={u.cybrId}>
                    <Table.Td>{u.fullName}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>{t(`account.roles.${u.userRole}`)}</Table.Td>
                    <Table.Td>
                      {u.latestContact
                        ? format(parseISO(u.latestContact), dateFormats.shortMonthName, { locale })
                        : t('account.users.never')}
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        {isAdminRole(u.userRole) && (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setRemoving({ cybrId: u.cybrId, name: u.fullName })}
                            aria-label={t('account.users.removeLabel', { name: u.fullName })}
                          >
                            {t('account.users.remove')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <Group justify="space-between">
          {users.total > 0 && (
            <Text size="sm" c="dimmed">
              {t('customers.range', { from: users.from + 1, to: users.to, total: users.total })}
            </Text>
          )}
          {users.total > pageSize && (
            <ListPagination
              pages={Math.ceil(users.total / pageSize)}
              page={list.page}
              onChange={(page) => void navigate(withParams({ page: String(page) }), { preventScrollReset: true })}
            />
          )}
        </Group>
        {removing && <RemoveAdminDialog removing={removing} fetcher={removal} onClose={() => setRemoving(null)} />}
        {canEdit && <AddAdminForm />}
      </Stack>
    </PageSection>
  );
}
