import { Modal } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
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
  // The dialog is mounted open and unmounted on close, so Mantine's focus return (which acts on a
  // change of `opened`) never runs: give focus back to what opened it, when that is still there.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
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
