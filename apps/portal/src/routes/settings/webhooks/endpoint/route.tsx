import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Link,
  useFetcher,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import { requirePartner } from '../../../../session/require-partner.ts';
import { BillingLoadError } from '../../../../ui/billing-load-error.tsx';
import { billingProblem } from '../../../../ui/billing-problem.ts';
import { HiddenFields } from '../../../../ui/hidden-fields.tsx';
import { useDateLocale } from '../../../../ui/use-date-locale.ts';
import { EndpointOutcome } from '../endpoint-outcome.tsx';
import { EnabledSwitch, EndpointStatus } from '../endpoint-status.tsx';
import { EventList } from '../event-list.tsx';
import { webhooksAction, type WebhookActionResult } from '../webhook-actions.ts';
import { settled } from '../webhook-fetcher.ts';
import classes from '../webhooks.module.css';
import { loadEndpointDeliveries } from './deliveries-data.ts';
import { DeliveriesSection } from './deliveries-section.tsx';
import { EditEndpointForm } from './edit-endpoint-form.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

export { shouldRevalidate } from '../webhook-actions.ts';

/** /settings/webhooks/:endpointId: one endpoint's settings, a test event, and its deliveries a page at a time. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  return loadEndpointDeliveries(cybrOrgId, params.endpointId!, request);
}

export const action = webhooksAction;

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/settings/webhooks" w="fit-content">
      {t('webhooks.endpoint.back')}
    </Anchor>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const gone = (isRouteErrorResponse(error) && error.status === 404) || billingProblem(error) === 'notFound';
  if (!gone) return <BillingLoadError title={t('settings.pages.webhooks')} />;
  return (
    <Stack>
      <Alert color="red" role="alert" title={t('settings.pages.webhooks')}>
        {t('webhooks.problems.notFound')}
      </Alert>
      <BackLink />
    </Stack>
  );
}

export function Component() {
  const { endpoint, deliveries, page, dates } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const locale = useDateLocale(i18n.language, dates);
  // Saving the form has its own fetcher, so that its messages stay beside it; switching, testing and
  // redelivering share one, whose last answer is said above the deliveries.
  const editor = useFetcher<WebhookActionResult>();
  const changer = useFetcher<WebhookActionResult>();
  const testing = changer.state !== 'idle' && changer.formData?.get('intent') === 'test';
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <BackLink />
        <Title order={2} size="h3" className={classes.address}>
          {endpoint.url}
        </Title>
        {endpoint.description && <Text>{endpoint.description}</Text>}
        <Text size="sm">
          {t('webhooks.list.columns.events')}: <EventList types={endpoint.eventTypes} />
        </Text>
        <div>
          <EndpointStatus endpoint={endpoint} />
        </div>
        <Group gap="xs">
          <EnabledSwitch endpoint={endpoint} fetcher={changer} />
          <changer.Form method="post">
            <HiddenFields fields={{ intent: 'test', endpointId: endpoint.id, url: endpoint.url }} />
            <Button type="submit" size="xs" variant="default" aria-busy={testing}>
              {t('webhooks.endpoint.test')}
            </Button>
          </changer.Form>
        </Group>
        <EndpointOutcome result={settled(changer, 'enable', 'disable', 'test', 'redeliver')} />
      </Stack>
      <DeliveriesSection endpoint={endpoint} deliveries={deliveries} page={page} locale={locale} fetcher={changer} />
      <EditEndpointForm endpoint={endpoint} fetcher={editor} />
    </Stack>
  );
}
