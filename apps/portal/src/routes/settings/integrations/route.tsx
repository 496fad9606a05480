import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { requirePartner } from '../../../session/require-partner.ts';
import { BillingLoadError } from '../../../ui/billing-load-error.tsx';
import { autodiscoveryAction, loadAutodiscovery } from './autodiscovery-data.ts';
import { AutodiscoverySection } from './autodiscovery.tsx';
import { ConnectionsSection } from './connections.tsx';
import { connectionsAction, loadConnections } from './connections-data.ts';
import { loadDataSources } from './data-sources-data.ts';
import { DataSourcesSection } from './data-sources.tsx';
import { domainsAction, loadDomains } from './domains-data.ts';
import { DomainsSection } from './domains.tsx';
import '@mantine/core/styles/Stack.css';

/** /settings/integrations (§2): each section loads its own data and answers the forms of its intent prefix. */
export async function loader({ request }: LoaderFunctionArgs) {
  const cybrOrgId = (await requirePartner()).org.cybrOrgId;
  const [connections, domains, dataSources, autodiscovery] = await Promise.all([
    loadConnections(cybrOrgId, request),
    loadDomains(cybrOrgId, request),
    loadDataSources(cybrOrgId, request),
    loadAutodiscovery(cybrOrgId, request),
  ]);
  return { connections, domains, dataSources, autodiscovery };
}

// Each form names its section in its intent (`<section>.<verb>`); the section's action handles it.
const sectionActions: Record<string, (intent: string, form: FormData, cybrOrgId: string) => Promise<unknown>> = {
  connections: connectionsAction,
  domains: domainsAction,
  autodiscovery: autodiscoveryAction,
};

export async function action({ request }: ActionFunctionArgs) {
  const cybrOrgId = (await requirePartner()).org.cybrOrgId;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const handle = sectionActions[intent.split('.')[0]!];
  if (!handle) return data({ intent, unknown: true }, { status: 400 });
  return handle(intent, form, cybrOrgId);
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <BillingLoadError title={t('settings.pages.integrations')} />;
}

export function Component() {
  return (
    <Stack gap="xl">
      <ConnectionsSection />
      <DomainsSection />
      <DataSourcesSection />
      <AutodiscoverySection />
    </Stack>
  );
}
