import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';

/** A billing confirmation: focus is held inside until it is answered or closed (Escape closes it). */
export function BillingDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      // Inside <main>, so the dialog's own header is not taken for a second page banner.
      withinPortal={false}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': t('billing.dialog.close') }}
      onClose={onClose}
      title={title}
    >
      {children}
    </Modal>
  );
}
