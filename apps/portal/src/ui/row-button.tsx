import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

interface Props {
  /** The spoken name, which says which row it acts on ("Revoke PSA sync"). */
  label: string;
  busy: boolean;
  /** For what cannot be undone. */
  danger?: boolean;
  /** A submit button of its row's form when not given. */
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A table row's action. Shown busy with aria-busy, not Mantine's `loading`, which disables the button
 * and so would drop the focus a dialog has just given back to it.
 */
export function RowButton({ label, busy, danger, onClick, children }: Props) {
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      size="xs"
      variant="default"
      color={danger ? 'red' : undefined}
      aria-label={label}
      aria-busy={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
