import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireUser } from '../../../session/current-user.ts';
import { BillingLoadError } from '../../../ui/billing-load-error.tsx';
import { ConnectionsSection } from './connections.tsx';
import { connectionsAction, loadConnections } from './connections-data.ts';
import '@mantine/core/styles/Stack.css';

/** /settings/integrations (§2): each section loads its own part of the page, side by side. */
export async function loader({ request }: LoaderFunctionArgs) {
  const cybrOrgId = (await requireUser()).organizationData!.cybrOrgId;
  const [connections] = await Promise.all([loadConnections(cybrOrgId, request)]);
  return { connections };
}

// Each form names its section in its intent (`<section>.<verb>`); the section's action handles it.
const sectionActions = { connections: connectionsAction };

export async function action({ request }: ActionFunctionArgs) {
  const cybrOrgId = (await requireUser()).organizationData!.cybrOrgId;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const section = Object.entries(sectionActions).find(([prefix]) => intent.startsWith(`${prefix}.`));
  if (!section) throw new Response('Unknown form', { status: 400 });
  return section[1](intent, form, cybrOrgId);
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <BillingLoadError title={t('settings.pages.integrations')} />;
}

export function Component() {
  return (
    <Stack gap="xl">
      <ConnectionsSection />
    </Stack>
  );
}
