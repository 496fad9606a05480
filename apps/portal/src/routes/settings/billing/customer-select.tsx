import { Select } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { CustomerOption } from './customer-options.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';

const searchDelayMs = 250;

/** One of the partner's customers, found by typing part of its name (the server searches). */
export function CustomerSelect({ error }: { error?: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CustomerOption[]>();
  const [value, setValue] = useState<string | null>(null);
  const [chosen, setChosen] = useState<CustomerOption | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { load } = fetcher;

  useEffect(() => {
    void load('/settings/billing/customers');
    return () => clearTimeout(timer.current);
  }, [load]);

  function onSearch(search: string) {
    clearTimeout(timer.current);
    // Typing the chosen name back into the field is not a new search.
    if (chosen && search === chosen.label) return;
    timer.current = setTimeout(
      () => void load(`/settings/billing/customers?search=${encodeURIComponent(search)}`),
      searchDelayMs,
    );
  }

  const options = fetcher.data ?? [];
  // The chosen customer stays an option while other searches come and go.
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      name="customer"
      label={t('billing.checkout.customer')}
      placeholder={t('billing.checkout.customerPlaceholder')}
      searchable
      required
      filter={({ options: all }) => all}
      data={data}
      value={value}
      onChange={(next, option) => {
        setValue(next);
        setChosen(option ?? null);
      }}
      onSearchChange={onSearch}
      nothingFoundMessage={
        fetcher.state === 'loading' ? t('billing.checkout.searching') : t('billing.checkout.noCustomers')
      }
      comboboxProps={{ withinPortal: false }}
      error={error}
    />
  );
}
