import { Button, Group, Text } from '@mantine/core';
import type { useFetcher } from 'react-router';
import { Dialog } from './dialog.tsx';
import { HiddenFields } from './hidden-fields.tsx';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

interface Props {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  /** For what cannot be undone. */
  danger?: boolean;
  /** The form's hidden fields: what the action is asked to do, and to what. */
  fields: Record<string, string>;
  fetcher: Pick<ReturnType<typeof useFetcher>, 'Form'>;
  onClose: () => void;
}

/**
 * Asks before something that breaks what depends on it at once. The focus starts on Cancel, and
 * goes back to what opened the dialog; the answer is submitted through the fetcher given.
 */
export function ConfirmDialog({ title, text, cancel, confirm, danger, fields, fetcher, onClose }: Props) {
  return (
    <Dialog title={title} closeLabel={cancel} onClose={onClose}>
      <fetcher.Form method="post" onSubmit={onClose}>
        <HiddenFields fields={fields} />
        <Text mb="md">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancel}
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined}>
            {confirm}
          </Button>
        </Group>
      </fetcher.Form>
    </Dialog>
  );
}
