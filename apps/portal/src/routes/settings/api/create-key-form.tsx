import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiKeyNameMax, apiKeyScopes, type ApiKeyScope } from '@portal/contracts';
import { PageSection } from '../../../ui/page-section.tsx';
import { today } from './create-key-input.ts';
import type { KeyFetcher } from './key-fetcher.ts';
import { keyMessage } from './key-messages.ts';
import { KeyProblemAlert } from './key-problem.tsx';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

// Most scripts read and write; money is opted into.
const defaultScopes: ApiKeyScope[] = ['read', 'write'];

/** Creates a key: a name, its scopes and, if wanted, the last day it works. Refusals show at their fields. */
export function CreateKeyForm({ fetcher }: { fetcher: KeyFetcher }) {
  const { t } = useTranslation();
  const result = fetcher.data?.intent === 'create' ? fetcher.data : undefined;
  const errors = result && 'errors' in result ? result.errors : {};
  // A new key starts the form afresh (a new key for React); a refused one keeps what was typed.
  const created = result && 'issued' in result ? result.issued.key.id : undefined;
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'create';
  return (
    <PageSection id="api-key-create" title={t('apiKeys.create.title')}>
      <fetcher.Form method="post" noValidate key={created ?? 'create'}>
        <input type="hidden" name="intent" value="create" />
        <Stack gap="md" maw={480}>
          {result && 'problem' in result && <KeyProblemAlert problem={result.problem} message={result.message} />}
          <TextInput
            name="name"
            label={t('apiKeys.create.name')}
            description={t('apiKeys.create.nameHint')}
            error={keyMessage(t, errors.name)}
            required
            maxLength={apiKeyNameMax}
            autoComplete="off"
          />
          <Checkbox.Group
            name="scopes"
            label={t('apiKeys.create.scopes')}
            description={t('apiKeys.create.scopesHint')}
            defaultValue={defaultScopes}
            error={keyMessage(t, errors.scopes)}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {apiKeyScopes.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={t(`apiKeys.scopes.${scope}`)}
                  description={t(`apiKeys.scopeHints.${scope}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            name="expiresOn"
            type="date"
            label={t('apiKeys.create.expiresOn')}
            description={t('apiKeys.create.expiresHint')}
            error={keyMessage(t, errors.expiresOn)}
            min={today()}
          />
          <Button type="submit" w="fit-content" loading={busy}>
            {t('apiKeys.create.submit')}
          </Button>
        </Stack>
      </fetcher.Form>
    </PageSection>
  );
}
