import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { regionName } from '../../../ui/region-name.ts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { organizationAdmins, partnerOrganization, partnerViewPermissions, type Organization } from '@portal/contracts';
import { call } from '../../../api/client.ts';
import { requirePartner } from '../../../session/require-partner.ts';
import { ProductBadges, StatusBadge } from '../../../ui/customer-badges.tsx';
import { LicenceUse, productCode, productTypes } from '../../../ui/licence-use.tsx';
import { RemoteViewButton } from './remote-view-button.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import { lazySection } from './lazy-section.ts';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';

// The sections on a customer's activity and its insider-threat walls (the latter only for a
// customer with that product) load beside the page's own data.
const activitySection = lazySection(() => import('./customer-activity.tsx'), 'customer-activity');
const wallsSection = lazySection(() => import('./customer-walls.tsx'), 'customer-walls');
const CustomerActivity = activitySection.Component;
const CustomerWalls = wallsSection.Component;

/** Whether the customer has insider-threat detection: the product, or a licence for it. */
function hasInsiderThreat(org: Pick<Organization, 'products' | 'licenses'>): boolean {
  return (
    org.products.includes('ITD') || org.licenses.some((licence) => licence.productType === 'insider-threat-detection')
  );
}

/** One customer of the partner: organisation, licences, admins and whether it granted partner view. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  const childCybrOrgId = params.childCybrOrgId!;
  const signal = request.signal;
  void activitySection.load().catch(() => undefined);
  // A customer that is not this partner's answers 404 like a missing one: the error page says so.
  const org = await call(partnerOrganization, { params: { cybrOrgId, childCybrOrgId }, signal });
  if (hasInsiderThreat(org)) void wallsSection.load().catch(() => undefined);
  const [admins, view] = await Promise.allSettled([
    call(organizationAdmins, { params: { cybrOrgId: childCybrOrgId }, signal }),
    call(partnerViewPermissions, { params: { cybrOrgId: childCybrOrgId }, signal }),
  ]);
  return {
    org,
    admins: admins.status === 'fulfilled' ? admins.value : null,
    partnerView: view.status === 'fulfilled' ? view.value.partnerView : org.partnerView,
  };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

export function Component() {
  const { org, admins, partnerView } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/manage-customers">
        {t('customers.details.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {org.organizationName}
        </Title>
        <Group>
          <Button component={Link} to={`/cap?customer=${org.cybrOrgId}`} variant="default">
            {t('customers.rowMenu.setCap')}
          </Button>
          <RemoteViewButton cybrOrgId={org.cybrOrgId} granted={partnerView} />
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={t('customers.columns.status')}>
            <StatusBadge status={org.status} />
          </Fact>
          <Fact label={t('customers.columns.products')}>
            <ProductBadges products={org.products} />
          </Fact>
          <Fact label={t('customers.columns.totalUsers')}>{org.totalUsers}</Fact>
          <Fact label={t('customers.columns.country')}>
            {org.country ? regionName(i18n.language, org.country) : '—'}
          </Fact>
          <Fact label={t('customers.columns.partnerName')}>{org.partnerName ?? '—'}</Fact>
          <Fact label={t('customers.details.partnerView')}>
            {partnerView ? t('customers.details.viewGranted') : t('customers.details.viewNotGranted')}
          </Fact>
        </SimpleGrid>
      </Card>
      <PageSection id="licences" title={t('customers.details.licences')}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('caps.product')}</Table.Th>
              <Table.Th>{t('customers.details.inUseOfCap')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {productTypes.map((p) => (
              <Table.Tr key={p}>
                <Table.Td>{t(`customers.productNames.${productCode(p)}`)}</Table.Td>
                <Table.Td>
                  <LicenceUse org={org} productType={p} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </PageSection>
      <PageSection id="admins" title={t('customers.details.admins')}>
        {admins === null ? (
          <Text c="dimmed">{t('customers.details.adminsUnavailable')}</Text>
        ) : admins.length === 0 ? (
          <Text c="dimmed">{t('customers.details.noAdmins')}</Text>
        ) : (
          // An e-mail address breaks anywhere rather than widen a phone's page.
          <List style={{ overflowWrap: 'anywhere' }}>
            {admins.map((admin) => (
              <List.Item key={admin.cybrId}>
                {admin.fullName} ({admin.email})
              </List.Item>
            ))}
          </List>
        )}
      </PageSection>
      <Suspense fallback={null}>
        <CustomerActivity cybrOrgId={org.cybrOrgId} />
      </Suspense>
      {hasInsiderThreat(org) && (
        <Suspense fallback={null}>
          <CustomerWalls cybrOrgId={org.cybrOrgId} />
        </Suspense>
      )}
    </Stack>
  );
}
