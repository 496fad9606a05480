import { Group, Stack, Text, Title } from '@mantine/core';
import type { Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation } from 'react-router';
import type { Paginated, WebhookDelivery, WebhookEndpoint } from '@portal/contracts';
import { lastPage } from '../../../../lib/page-clamp.ts';
import { ListPagination } from '../../../../ui/list-header.tsx';
import type { WebhookFetcher } from '../webhook-fetcher.ts';
import { deliveriesPageSize } from './deliveries-data.ts';
import { DeliveryRows } from './delivery-rows.tsx';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

/** The endpoint's deliveries, newest first, a page at a time (the page is in the URL). */
export function DeliveriesSection({
  endpoint,
  deliveries,
  page,
  locale,
  fetcher,
}: {
  endpoint: WebhookEndpoint;
  deliveries: Paginated<WebhookDelivery>;
  page: number;
  locale: Locale;
  fetcher: WebhookFetcher;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  return (
    <section aria-labelledby="webhook-deliveries-title" aria-busy={loading}>
      <Title order={2} size="h4" id="webhook-deliveries-title" mb="xs">
        {t('webhooks.deliveries.title')}
      </Title>
      <Stack gap="sm">
        <DeliveryRows
          deliveries={deliveries.data}
          endpointId={endpoint.id}
          url={endpoint.url}
          locale={locale}
          fetcher={fetcher}
        />
        {deliveries.total > 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('customers.range', { from: deliveries.from + 1, to: deliveries.to, total: deliveries.total })}
            </Text>
            <ListPagination
              pages={lastPage(deliveries.total, deliveriesPageSize)}
              page={page}
              onChange={(next) => void navigate({ search: next > 1 ? `?page=${next}` : '' })}
            />
          </Group>
        )}
      </Stack>
    </section>
  );
}
