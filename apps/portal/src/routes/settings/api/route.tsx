import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requirePartner } from '../../../session/require-partner.ts';
import { BillingLoadError } from '../../../ui/billing-load-error.tsx';
import { useDateLocale } from '../../../ui/use-date-locale.ts';
import { apiKeysAction, type ApiKeyActionResult } from './api-key-actions.ts';
import { loadApiKeys } from './api-keys-data.ts';
import { ApiIntro } from './api-intro.tsx';
import { CreateKeyForm } from './create-key-form.tsx';
import { focusKey } from './key-fetcher.ts';
import { KeysSection } from './keys-section.tsx';
import { NewSecret } from './new-secret.tsx';
import '@mantine/core/styles/Stack.css';

export { shouldRevalidate } from './api-key-actions.ts';

/** /settings/api (issue 27): the partner's API keys, made, rotated and revoked by its admins. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  return loadApiKeys(cybrOrgId, request.signal);
}

export const action = apiKeysAction;

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <BillingLoadError title={t('settings.pages.api')} />;
}

export function Component() {
  const { keys, dates } = useLoaderData<typeof loader>();
  const { i18n } = useTranslation();
  const locale = useDateLocale(i18n.language, dates);
  // Creating and rotating share one fetcher, whose answer holds the one secret on show; revoking has
  // its own, so that revoking another key does not take a secret away before it is copied.
  const issuer = useFetcher<ApiKeyActionResult>();
  const revoker = useFetcher<ApiKeyActionResult>();
  const shown = issuer.data && 'issued' in issuer.data ? issuer.data : undefined;
  return (
    <Stack gap="xl">
      <ApiIntro />
      {shown && (
        <NewSecret
          // A rotation changes the prefix: each new secret is a new box, which takes the focus again.
          key={shown.issued.key.prefix}
          issued={shown.issued}
          rotated={shown.intent === 'rotate'}
          onDone={() => {
            focusKey(shown.issued.key.id);
            // Dropping the answer is what forgets the secret: nothing else holds it.
            issuer.reset();
          }}
        />
      )}
      <KeysSection keys={keys} locale={locale} issuer={issuer} revoker={revoker} />
      <CreateKeyForm fetcher={issuer} />
    </Stack>
  );
}
