import { Anchor, Button, Center, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { partnerOrganization, partnerOrganizations, productTypeSchema } from '@portal/contracts';
import { ApiError } from '../../api/api-error.ts';
import { call } from '../../api/client.ts';
import { capAction } from './cap-action.ts';
import { pageSize, readListParams, toQuery, toSearch } from '../../lib/list-params.ts';
import { clampPage, lastPage } from '../../lib/page-clamp.ts';
import { requirePartner } from '../../session/require-partner.ts';
import { ListHeader, ListPagination } from '../../ui/list-header.tsx';
import { LicenceUse, productCode, productTypes } from '../../ui/licence-use.tsx';
import { CapEditor } from './cap-editor.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';

/** /cap: licence caps per product on the partner's customers, paged, sorted and searched on the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  const url = new URL(request.url);
  const params = readListParams(url.searchParams);
  const customerId = url.searchParams.get('customer');
  const productType = productTypeSchema.safeParse(url.searchParams.get('product')).data ?? 'standard';
  const [list, editing] = await Promise.all([
    call(partnerOrganizations, {
      params: { cybrOrgId },
      query: { ...toQuery(params), customersOnly: true },
      signal: request.signal,
    }),
    customerId
      ? call(partnerOrganization, { params: { cybrOrgId, childCybrOrgId: customerId }, signal: request.signal }).catch(
          (error: unknown) => {
            // A customer that is not (or no longer) this partner's simply opens no editor.
            if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400))
              return null;
            throw error;
          },
        )
      : Promise.resolve(null),
  ]);
  clampPage(request.url, params.page, list.total, pageSize);
  return { list, params, editing, productType, missingCustomer: Boolean(customerId) && !editing };
}

export const action = capAction;

export function Component() {
  const { list, params, editing, productType, missingCustomer } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  const [version, setVersion] = useState(0);
  const [reloadAsked, setReloadAsked] = useState(false);
  useEffect(() => {
    if (!reloadAsked) return;
    setReloadAsked(false);
    setVersion((v) => v + 1);
    // Only a new customer object (the reload's answer) restarts the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);
  const pages = lastPage(list.total, pageSize);
  const listSearch = toSearch(params);
  const editLink = (id: string, product: string) =>
    `${listSearch ? `${listSearch}&` : '?'}customer=${encodeURIComponent(id)}&product=${product}`;

  return (
    <Stack gap="md">
      <ListHeader title={t('customers.navigation.caps')} total={list.total} />
      <Text>{t('caps.intro')}</Text>
      <Form method="get" role="search" key={params.search}>
        <Group align="flex-end" gap="sm">
          <TextInput
            name="search"
            type="search"
            label={t('customers.search')}
            defaultValue={params.search}
            maxLength={100}
            w={280}
          />
          <Button type="submit">{t('customers.searchButton')}</Button>
        </Group>
      </Form>
      {missingCustomer && (
        <Text role="alert" c="red.8">
          {t('caps.customerNotFound')}
        </Text>
      )}
      {list.data.length === 0 ? (
        <Center py="xl">
          <Text fw={600}>{params.search ? t('customers.emptyFiltered') : t('customers.empty')}</Text>
        </Center>
      ) : (
        <TableScroll minWidth={640} label={t('caps.tableCaption')}>
          {loading && <Loader size="sm" pos="absolute" top={8} right={8} aria-label={t('app.loading')} />}
          <Table striped aria-busy={loading}>
            <Table.Caption>{t('caps.tableCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customers.columns.organizationName')}</Table.Th>
                {productTypes.map((p) => (
                  <Table.Th key={p}>{t('customers.columns.licence', { product: productCode(p) })}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((org) => (
                <Table.Tr key={org.cybrOrgId}>
                  <Table.Td>{org.organizationName}</Table.Td>
                  {productTypes.map((p) => (
                    <Table.Td key={p}>
                      <Group gap="sm" wrap="nowrap">
                        <span>
                          <LicenceUse org={org} productType={p} />
                        </span>
                        <Anchor
                          component={Link}
                          to={editLink(org.cybrOrgId, p)}
                          size="sm"
                          aria-label={t('caps.editFor', { name: org.organizationName, product: productCode(p) })}
                        >
                          {t('caps.edit')}
                        </Anchor>
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {list.total > pageSize && (
        <Group justify="flex-end">
          <ListPagination
            pages={pages}
            page={params.page}
            onChange={(page) => void navigate(toSearch(params, { page }))}
          />
        </Group>
      )}
      {editing && (
        <CapEditor
          key={`${editing.cybrOrgId}-${productType}-${version}`}
          customer={editing}
          productType={productType}
          onClose={() => void navigate({ pathname: '/cap', search: listSearch }, { preventScrollReset: true })}
          onReload={() => {
            // A navigation reads the customer again and clears the refused edit; once the fresh
            // customer arrives, the editor starts over from what is stored now.
            setReloadAsked(true);
            void navigate(editLink(editing.cybrOrgId, productType), { replace: true, preventScrollReset: true });
          }}
        />
      )}
    </Stack>
  );
}
