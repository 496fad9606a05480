import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requirePartner } from '../../../session/require-partner.ts';
import { BillingLoadError } from '../../../ui/billing-load-error.tsx';
import { useDateLocale } from '../../../ui/use-date-locale.ts';
import { CreateEndpointForm } from './create-endpoint-form.tsx';
import { EndpointSecret } from './endpoint-secret.tsx';
import { EndpointsSection } from './endpoints-section.tsx';
import { webhooksAction, type WebhookActionResult } from './webhook-actions.ts';
import { focusEndpoint } from './webhook-fetcher.ts';
import { loadWebhookEndpoints } from './webhooks-data.ts';
import { WebhooksIntro } from './webhooks-intro.tsx';
import '@mantine/core/styles/Stack.css';

export { shouldRevalidate } from './webhook-actions.ts';

/** /settings/webhooks (issue 27): the partner's webhook endpoints, added, changed and removed by its admins. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  return loadWebhookEndpoints(cybrOrgId, request.signal);
}

export const action = webhooksAction;

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <BillingLoadError title={t('settings.pages.webhooks')} />;
}

export function Component() {
  const { endpoints, dates } = useLoaderData<typeof loader>();
  const { i18n } = useTranslation();
  const locale = useDateLocale(i18n.language, dates);
  // Adding and rotating share one fetcher, whose answer holds the one secret on show; the other
  // changes have their own, so that switching off another endpoint does not take a secret away.
  const issuer = useFetcher<WebhookActionResult>();
  const changer = useFetcher<WebhookActionResult>();
  const shown = issuer.data && 'issued' in issuer.data ? issuer.data : undefined;
  return (
    <Stack gap="xl">
      <WebhooksIntro />
      {shown && (
        <EndpointSecret
          // Each new secret is a new box, which takes the focus again.
          key={shown.issued.secret}
          endpoint={shown.issued.endpoint}
          secret={shown.issued.secret}
          rotated={shown.intent === 'rotate'}
          locale={locale}
          onDone={() => {
            focusEndpoint(shown.issued.endpoint.id);
            // Dropping the answer is what forgets the secret: nothing else holds it.
            issuer.reset();
          }}
        />
      )}
      <EndpointsSection endpoints={endpoints} locale={locale} issuer={issuer} changer={changer} />
      <CreateEndpointForm fetcher={issuer} />
    </Stack>
  );
}
