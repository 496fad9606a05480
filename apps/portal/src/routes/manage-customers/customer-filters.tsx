import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { partnerListFilterSchema } from '@portal/contracts';
import { showOptions, type ListParams } from '../../lists/list-params.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

const statusByFilter = { approved: 'APPROVED', trial: 'TRIAL', pending: 'PENDING', partner: 'PARTNER', disabled: 'DISABLED' } as const;
const showLabel = { all: 'customers.showAll', customers: 'customers.showCustomers', resellers: 'customers.showResellers' } as const;

/** A plain GET form: submitting it writes the search into the URL and starts again at page 1. */
export function CustomerFilters({ params }: { params: ListParams }) {
  const { t } = useTranslation();
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
          data={[
            { value: '', label: t('customers.allStatuses') },
            ...partnerListFilterSchema.options.map((f) => ({ value: f, label: t(`statuses.${statusByFilter[f]}`) })),
          ]}
        />
        <NativeSelect
          name="show"
          label={t('customers.show')}
          defaultValue={params.show}
          data={showOptions.map((o) => ({ value: o, label: t(showLabel[o]) }))}
        />
        {params.sortBy !== 'organizationName' && <input type="hidden" name="sortBy" value={params.sortBy} />}
        {params.order !== 'asc' && <input type="hidden" name="order" value={params.order} />}
        <Button type="submit">{t('customers.searchButton')}</Button>
      </Group>
    </Form>
  );
}
