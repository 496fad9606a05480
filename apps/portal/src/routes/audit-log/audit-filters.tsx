import { Anchor, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { auditActions } from '@portal/contracts';
import type { AuditParams } from './audit-params.ts';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** A plain GET form: the filters go into the URL and the list starts again at page 1. */
export function AuditFilters({ params, exportUrl }: { params: AuditParams; exportUrl: string }) {
  const { t } = useTranslation();
  const filtered = Boolean(params.action || params.since || params.until);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('audit.filters')}
      key={`${params.action}|${params.since}|${params.until}`}
    >
      <Group align="flex-end" gap="sm">
        <NativeSelect
          name="action"
          label={t('audit.action')}
          defaultValue={params.action ?? ''}
          data={[
            { value: '', label: t('audit.allActions') },
            ...auditActions.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
          ]}
        />
        <TextInput name="since" type="date" label={t('audit.since')} defaultValue={params.since} />
        <TextInput name="until" type="date" label={t('audit.until')} defaultValue={params.until} />
        <Button type="submit" variant="default">
          {t('audit.apply')}
        </Button>
        {filtered && (
          <Anchor component={Link} to="" size="sm">
            {t('audit.clear')}
          </Anchor>
        )}
        <Button component="a" href={exportUrl} download variant="light" ml="auto">
          {t('audit.export')}
        </Button>
      </Group>
    </Form>
  );
}
