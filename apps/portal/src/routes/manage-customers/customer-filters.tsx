import { Anchor, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSubmit } from 'react-router';
import { partnerListFilterSchema } from '@portal/contracts';
import { showOptions, toSearch, type ListParams } from '../../lib/list-params.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

const statusByFilter = {
  approved: 'APPROVED',
  trial: 'TRIAL',
  pending: 'PENDING',
  partner: 'PARTNER',
  disabled: 'DISABLED',
} as const;
const showLabel = {
  all: 'customers.showAll',
  customers: 'customers.showCustomers',
  resellers: 'customers.showResellers',
} as const;

/**
 * A plain GET form: submitting it writes the search into the URL and starts again at page 1. The
 * pickers apply as soon as they change; the text applies on Enter or the button. A reseller has no
 * resellers, so it is not offered the choice between customers and resellers.
 */
export function CustomerFilters({ params, reseller }: { params: ListParams; reseller: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const applyNow = (event: { currentTarget: HTMLSelectElement }) => {
    if (event.currentTarget.form) void submit(event.currentTarget.form);
  };
  const filtered = Boolean(params.search || params.filter || params.show !== 'all');
  return (
    <Form method="get" role="search" key={`${params.search}|${params.filter}|${params.show}`}>
      <Group align="flex-end" gap="sm">
        <TextInput
          name="search"
          label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          defaultValue={params.search}
          type="search"
          maxLength={100}
          w={280}
        />
        <NativeSelect
          name="filter"
          label={t('customers.status')}
          defaultValue={params.filter ?? ''}
          onChange={applyNow}
          data={[
            { value: '', label: t('customers.allStatuses') },
            ...partnerListFilterSchema.options.map((f) => ({ value: f, label: t(`statuses.${statusByFilter[f]}`) })),
          ]}
        />
        {!reseller && (
          <NativeSelect
            name="show"
            label={t('customers.show')}
            defaultValue={params.show}
            onChange={applyNow}
            data={showOptions.map((o) => ({ value: o, label: t(showLabel[o]) }))}
          />
        )}
        {params.sortBy !== 'organizationName' && <input type="hidden" name="sortBy" value={params.sortBy} />}
        {params.order !== 'asc' && <input type="hidden" name="order" value={params.order} />}
        <Button type="submit">{t('customers.searchButton')}</Button>
        {filtered && (
          <Anchor
            component={Link}
            to={toSearch(params, { search: '', filter: undefined, show: 'all', page: 1 })}
            py={6}
          >
            {t('customers.clearFilters')}
          </Anchor>
        )}
      </Group>
    </Form>
  );
}
