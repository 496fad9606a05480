import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from './refusals.ts';
import '@mantine/core/styles/Alert.css';

/**
 * What became of a form's last submission: a confirmation read out politely once it is done, or
 * the refusal, said at once. The live region is always there so the confirmation is announced.
 */
export function FormOutcome({ saved, refused }: { saved?: ReactNode; refused?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div aria-live="polite">
        {saved && (
          <Alert color="green" role="status">
            {saved}
          </Alert>
        )}
      </div>
      {refused && (
        <Alert color="red" role="alert">
          {refusalText(t, refused)}
        </Alert>
      )}
    </>
  );
}
