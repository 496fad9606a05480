import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { webhookEventTypes, webhookUrlMax, type WebhookEndpoint } from '@portal/contracts';
import type { FieldErrors } from '../../../lib/parse-form.ts';
import { endpointMessage } from './endpoint-messages.ts';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';

// The contract allows 200 characters (webhookEndpointRequestSchema).
const descriptionMax = 200;

/**
 * An endpoint's address, description and events, as the add and edit forms ask for them; `endpoint`
 * fills them in for an edit. Each event is named in words, from the contract's list.
 */
export function EndpointFields({ errors, endpoint }: { errors: FieldErrors; endpoint?: WebhookEndpoint }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        name="url"
        type="url"
        label={t('webhooks.form.url')}
        description={t('webhooks.form.urlHint')}
        error={endpointMessage(t, errors.url)}
        defaultValue={endpoint?.url}
        required
        maxLength={webhookUrlMax}
        autoComplete="off"
        inputMode="url"
      />
      <TextInput
        name="description"
        label={t('webhooks.form.description')}
        description={t('webhooks.form.descriptionHint')}
        error={endpointMessage(t, errors.description)}
        defaultValue={endpoint?.description}
        maxLength={descriptionMax}
        autoComplete="off"
      />
      <Checkbox.Group
        name="eventTypes"
        label={t('webhooks.form.events')}
        description={t('webhooks.form.eventsHint')}
        defaultValue={endpoint?.eventTypes}
        error={endpointMessage(t, errors.eventTypes)}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {webhookEventTypes.map((type) => (
            <Checkbox key={type} value={type} label={t(`webhooks.events.${type}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </>
  );
}
