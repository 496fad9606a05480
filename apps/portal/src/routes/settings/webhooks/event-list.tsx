import { useTranslation } from 'react-i18next';
import { webhookEventTypes } from '@portal/contracts';

/** The events an endpoint hears, in words; "all" when it hears every one. */
export function EventList({ types }: { types: readonly string[] }) {
  const { t } = useTranslation();
  if (webhookEventTypes.every((type) => types.includes(type))) return <>{t('webhooks.list.allEvents')}</>;
  return <>{types.map((type) => t(`webhooks.events.${type}`)).join(', ')}</>;
}
