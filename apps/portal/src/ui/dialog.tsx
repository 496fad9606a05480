import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';

interface Props {
  title: string;
  /** The close button's accessible name, in the words of the dialog's own cancel action. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: focus is held inside until it is answered or closed (Escape closes it). */
export function Dialog({ title, closeLabel, onClose, children }: Props) {
  return (
    <Modal
      opened
      // Inside <main>, so the dialog's own header is not taken for a second page banner.
      withinPortal={false}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': closeLabel }}
      onClose={onClose}
      title={title}
    >
      {children}
    </Modal>
  );
}
