import { Alert, Anchor, Button, Group, Input, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { customerImportRequestSchema } from '@portal/contracts';
import type { AddOutcome } from './add-actions.ts';
import { templateFileName, templateHeader, templateHref } from './csv-template.ts';
import { ImportReport } from './import-report.tsx';
import { problemText } from './problem-text.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

const maxCsvLength = customerImportRequestSchema.shape.csv.maxLength ?? 2_000_000;

/**
 * Many customers from a CSV file, read here and sent as text. A file with refused rows adds
 * nothing until the person confirms that the valid rows alone should be added.
 */
export function CustomerImport() {
  const { t } = useTranslation();
  const fetcher = useFetcher<AddOutcome>();
  const result = fetcher.data?.kind === 'import' ? fetcher.data.result : undefined;
  const running = fetcher.state !== 'idle';
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const report = result && 'report' in result ? result.report : null;
  const ready = report?.rows.filter((r) => r.outcome === 'ready').length ?? 0;

  async function choose(chosen: File | undefined) {
    setFile(null);
    setFileProblem(null);
    if (!chosen) return;
    try {
      const csv = await chosen.text();
      if (csv.length > maxCsvLength) setFileProblem(t('addCustomers.import.tooLarge'));
      else setFile({ name: chosen.name, csv });
    } catch {
      setFileProblem(t('addCustomers.import.unreadable'));
    }
  }

  function send(addValidRows: boolean) {
    if (!file) return;
    void fetcher.submit({ intent: 'import', csv: file.csv, addValidRows: String(addValidRows) }, { method: 'post' });
  }

  return (
    <Stack component="section" aria-labelledby="import-title">
      <Title order={2} size="h3" id="import-title">
        {t('addCustomers.import.title')}
      </Title>
      <Text>{t('addCustomers.import.intro', { columns: templateHeader.split(',').join(', ') })}</Text>
      <Anchor href={templateHref} download={templateFileName} w="fit-content">
        {t('addCustomers.import.template')}
      </Anchor>
      <Group align="flex-end">
        <Input.Wrapper label={t('addCustomers.import.file')} id="customers-csv" error={fileProblem} maw="100%">
          <input
            id="customers-csv"
            type="file"
            accept=".csv,text/csv"
            style={{ maxWidth: '100%' }}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </Input.Wrapper>
        <Button onClick={() => send(false)} disabled={!file || running} loading={running}>
          {t('addCustomers.import.submit')}
        </Button>
      </Group>
      <div aria-live="polite">
        {running && (
          <Stack gap={4}>
            <Text size="sm" role="status">
              {t('addCustomers.import.running')}
            </Text>
            <Progress value={100} animated aria-label={t('addCustomers.import.running')} />
          </Stack>
        )}
      </div>
      {result && 'emptyFile' in result && (
        <Alert color="red" role="alert">
          {t('addCustomers.import.empty')}
        </Alert>
      )}
      {result && 'refused' in result && (
        <Alert color="red" role="alert" title={t('addCustomers.import.refused')}>
          {problemText(t, result.refused)}
        </Alert>
      )}
      {result && 'failed' in result && (
        <Alert color="red" role="alert">
          {t('addCustomers.failed')}
        </Alert>
      )}
      {report && !running && (
        <Stack>
          <ImportReport report={report} />
          {report.needsConfirmation && ready > 0 && (
            <Button onClick={() => send(true)} disabled={!file} w="fit-content">
              {t('addCustomers.import.confirm', { count: ready })}
            </Button>
          )}
          {report.added > 0 && (
            <Anchor component={Link} to="/pending" w="fit-content">
              {t('addCustomers.toPending')}
            </Anchor>
          )}
        </Stack>
      )}
    </Stack>
  );
}
