import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRemoteView } from '../../../ui/use-remote-view.ts';

/** Enters remote view of the customer (§4), or explains why it cannot: the customer has not granted it. */
export function RemoteViewButton({ cybrOrgId, granted }: { cybrOrgId: string; granted: boolean }) {
  const { t } = useTranslation();
  const { enter, busy, failure } = useRemoteView(cybrOrgId);
  const hintId = `remote-view-hint-${cybrOrgId}`;

  return (
    <Stack gap={4} align="flex-end">
      <Button
        onClick={() => void enter()}
        disabled={!granted}
        loading={busy}
        aria-describedby={granted ? undefined : hintId}
      >
        {t('customers.rowMenu.remoteView')}
      </Button>
      {!granted && (
        <Text id={hintId} size="xs" c="dimmed" maw={260} ta="right">
          {t('customers.rowMenu.remoteViewNotGranted')}
        </Text>
      )}
      {failure && (
        <Text role="alert" size="sm" c="red.8">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
