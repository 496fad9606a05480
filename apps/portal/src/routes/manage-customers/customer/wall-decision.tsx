import { Alert, Button, Group, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { WallDecision } from '@portal/contracts';
import type { DecisionOutcome } from './customer-walls-api.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

// A partner's decision about a wall: the question before it is sent, and what came of it.

/** A decision waiting for the person's confirmation. */
export interface Confirming {
  wallId: string;
  name: string;
  decision: WallDecision;
}

/** Asks before a decision is sent, saying what it means for the customer, with the focus on Cancel. */
export function ConfirmDecision({
  confirming,
  onConfirm,
  onCancel,
}: {
  confirming: Confirming;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { decision, name } = confirming;
  return (
    <Dialog
      title={t(`customerWalls.confirm.${decision}Title`, { name })}
      closeLabel={t('customerWalls.confirm.cancel')}
      onClose={onCancel}
    >
      <Text mb="md">{t(`customerWalls.confirm.${decision}Text`, { name })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('customerWalls.confirm.cancel')}
        </Button>
        <Button color={decision === 'reject' ? 'red.9' : undefined} onClick={onConfirm}>
          {t(`customerWalls.confirm.${decision}`)}
        </Button>
      </Group>
    </Dialog>
  );
}

/** What the last decision did: a success read out politely, a refusal or failure said at once. */
export function DecisionNotice({
  outcome,
  focusRef,
}: {
  outcome: DecisionOutcome | null;
  focusRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    // Focused once a decision is answered: the row and its buttons may be gone.
    <div ref={focusRef} tabIndex={-1} style={{ outline: 'none' }}>
      <div aria-live="polite">
        {outcome?.status === 'done' && (
          <Alert color="green" role="status">
            {t(`customerWalls.done.${outcome.decision}`, { name: outcome.name })}
          </Alert>
        )}
      </div>
      {outcome?.status === 'conflict' && (
        <Alert color="red" role="alert" title={t('customerWalls.conflictTitle')}>
          {`${outcome.message || t('customerWalls.conflict')} ${t('customerWalls.conflictReloaded')}`}
        </Alert>
      )}
      {outcome?.status === 'failed' && (
        <Alert color="red" role="alert">
          {t('customerWalls.decisionFailed')}
        </Alert>
      )}
    </div>
  );
}
