import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@portal/contracts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';

// The bulk form (and Mantine's modal) load only when someone asks for them.
const BulkCapModal = lazy(() => import('./bulk-cap-modal.tsx'));

/** Bulk actions for the selected rows: the same licence cap for all of them, or for none. */
export default function SelectionBar({
  cybrOrgId,
  selected,
  onDone,
}: {
  cybrOrgId: string;
  selected: Organization[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Group gap="sm" role="region" aria-label={t('customers.bulk.region')}>
      <Text size="sm" fw={600} aria-live="polite">
        {t('customers.bulk.selected', { count: selected.length })}
      </Text>
      <Button size="xs" onClick={() => setOpen(true)}>
        {t('customers.rowMenu.setCap')}
      </Button>
      <Button size="xs" variant="default" onClick={onDone}>
        {t('customers.bulk.clear')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BulkCapModal
            cybrOrgId={cybrOrgId}
            customers={selected}
            onClose={(done) => {
              setOpen(false);
              if (done) onDone();
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
