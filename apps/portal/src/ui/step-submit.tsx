import { Alert, Button } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

interface Props {
  label: string;
  busy: boolean;
  /** Why the last submit was refused, announced to screen readers as it appears. */
  problem?: string;
  problemColor?: 'red' | 'orange';
}

/** The end of a sign-up step's form: what went wrong with the last try, then the button that tries again. */
export function StepSubmit({ label, busy, problem, problemColor = 'red' }: Props) {
  return (
    <>
      {problem && (
        <Alert color={problemColor} role="alert">
          {problem}
        </Alert>
      )}
      <Button type="submit" loading={busy} w="fit-content">
        {label}
      </Button>
    </>
  );
}
