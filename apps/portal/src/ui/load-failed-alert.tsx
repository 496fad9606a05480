import { Alert, Button, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

/** A part of a page that could not be loaded, with the way to ask again; the rest of the page stays. */
export function LoadFailedAlert({
  title,
  text,
  retry,
  onRetry,
}: {
  title: string;
  text: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {retry}
        </Button>
      </Stack>
    </Alert>
  );
}
