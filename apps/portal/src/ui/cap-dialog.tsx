import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';

/** The dialog a licence cap is set in, for one customer or many. */
export function CapDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      // Inside <main>, so the dialog's own header is not taken for a second page banner.
      withinPortal={false}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': t('caps.cancel') }}
      onClose={onClose}
      title={title}
    >
      {children}
    </Modal>
  );
}
