import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { organizationStatusSchema, type PartnerSummary } from '@portal/contracts';
import { productCode } from './licence-use.tsx';
import { PageSection } from './page-section.tsx';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';

// Customers only: resellers (status PARTNER) are partners, not customers.
const customerStatuses = organizationStatusSchema.options.filter((s) => s !== 'PARTNER');

export function customerCount(summary: PartnerSummary): number {
  return customerStatuses.reduce((sum, s) => sum + (summary.customersByStatus[s] ?? 0), 0);
}

function Figure({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Anchor component={Link} to={to} fz={28} fw={700} aria-label={`${label}: ${value}`}>
        {value}
      </Anchor>
    </Card>
  );
}

/** /welcome: the partner's real numbers, each with a link to the list behind it. */
export function PartnerNumbers({ summary }: { summary: PartnerSummary }) {
  const { t } = useTranslation();
  const n = (value: number) => value.toLocaleString();
  return (
    <Stack gap="md">
      <PageSection id="by-status" title={t('welcome.byStatus')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {customerStatuses.map((status) => (
            <Figure
              key={status}
              label={t(`statuses.${status}`)}
              value={n(summary.customersByStatus[status] ?? 0)}
              to={`/manage-customers?filter=${status.toLowerCase()}`}
            />
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="seats" title={t('welcome.seats')}>
        {summary.products.length === 0 ? (
          <Text c="dimmed">{t('welcome.noLicences')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {summary.products.map((p) => (
              <Card key={p.productType} withBorder padding="md">
                <Text fw={700}>{t(`customers.productNames.${productCode(p.productType)}`)}</Text>
                <Text size="sm">{t('welcome.seatsInUse', { inUse: n(p.seatsInUse), capped: n(p.seatsCapped) })}</Text>
                <Text size="sm">{t('welcome.licensedCustomers', { count: p.customers })}</Text>
                <Text size="sm">{t('welcome.unlimitedCustomers', { count: p.unlimitedCustomers })}</Text>
                <Anchor component={Link} to="/cap" size="sm" c={p.atOrOverCap > 0 ? 'red.8' : undefined}>
                  {t('welcome.atOrOverCap', { count: p.atOrOverCap })}
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </PageSection>
    </Stack>
  );
}
