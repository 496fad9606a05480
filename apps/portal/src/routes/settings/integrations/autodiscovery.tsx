import { Alert, Button, Checkbox, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLoaderData } from 'react-router';
import type { AutodiscoverySettings } from '@portal/contracts';
import { PageSection } from '../../../ui/page-section.tsx';
import type { DomainsData } from './domains-data.ts';
import type { AutodiscoveryResult } from './autodiscovery-data.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** User autodiscovery: a switch, and which of the partner's confirmed domains it reads. */
export function AutodiscoverySection() {
  const { autodiscovery, domains } = useLoaderData<{ autodiscovery: AutodiscoverySettings; domains: DomainsData }>();
  const { t } = useTranslation();
  const fetcher = useFetcher<AutodiscoveryResult>();
  const confirmed = domains.answered.filter((domain) => domain.accepted).map((domain) => domain.domain);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <PageSection id="autodiscovery-title" title={t('domains.autodiscovery.title')}>
      <Stack gap="sm" maw={640}>
        <Text>{t('domains.autodiscovery.intro')}</Text>
        {confirmed.length === 0 ? (
          <Text fw={600}>{t('domains.autodiscovery.noDomains')}</Text>
        ) : (
          // Saved settings come back through the loader; the key makes the form show them.
          <fetcher.Form
            method="post"
            key={`${autodiscovery.enabled}/${autodiscovery.domains.join()}/${confirmed.join()}`}
          >
            <input type="hidden" name="intent" value="autodiscovery.save" />
            <Stack gap="sm">
              <Switch
                name="enabled"
                label={t('domains.autodiscovery.enabled')}
                defaultChecked={autodiscovery.enabled}
              />
              <Checkbox.Group
                label={t('domains.autodiscovery.domains')}
                defaultValue={autodiscovery.domains.filter((domain) => confirmed.includes(domain))}
                error={result?.problem ? t(`domains.autodiscovery.problems.${result.problem}`) : undefined}
              >
                <Stack gap={6} mt={6}>
                  {confirmed.map((domain) => (
                    <Checkbox key={domain} name="domains" value={domain} label={domain} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Button type="submit" w="fit-content" loading={fetcher.state !== 'idle'}>
                {t('domains.autodiscovery.save')}
              </Button>
              <div aria-live="polite">
                {result?.saved && (
                  <Alert color="green" role="status">
                    {t('domains.autodiscovery.saved')}
                  </Alert>
                )}
              </div>
            </Stack>
          </fetcher.Form>
        )}
      </Stack>
    </PageSection>
  );
}
