import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

interface Props {
  /** The customers about to be declined; null when nothing is being confirmed. */
  names: string[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}

// Mantine draws the dialog's header as <header>, which outside a section is a second page banner
// (axe: landmark-no-duplicate-banner); inside a dialog it is only a heading row.
const headerAsDiv = { component: 'div' } as object;

/** Declining disables a customer: the person confirms it, naming whom, before anything is sent. */
export function DeclineModal({ names, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const count = names?.length ?? 0;
  return (
    <Modal.Root opened={names !== null} onClose={onCancel} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...headerAsDiv}>
          <Modal.Title>{t('pending.confirm.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('pending.confirm.close')} />
        </Modal.Header>
        <Modal.Body>
          <Text mb="md">
            {count === 1 ? t('pending.confirm.textOne', { name: names![0] }) : t('pending.confirm.textMany', { count })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('pending.confirm.cancel')}
            </Button>
            <Button color="red.9" onClick={onConfirm}>
              {t('pending.confirm.decline')}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
