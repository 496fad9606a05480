import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLoaderData } from 'react-router';
import { maxLength, type DomainAcceptance } from '@portal/contracts';
import { PageSection } from '../../../ui/page-section.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import classes from '../../../ui/badges.module.css';
import type { DomainsData, DomainsResult } from './domains-data.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** Says what went wrong with one domain, in the person's language. */
function ProblemText({ result }: { result: DomainsResult | undefined }) {
  const { t } = useTranslation();
  if (!result?.problem) return null;
  return (
    <Text role="alert" size="sm" c="red.9">
      {t(`domains.list.problems.${result.problem}`, { domain: result.domain })}
    </Text>
  );
}

/** A yes/no question about a domain of the partner's own people (§3 prompted). */
function Question({ domain }: { domain: DomainAcceptance }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DomainsResult>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="domains.answer" />
      <input type="hidden" name="domain" value={domain.domain} />
      <Group gap="sm">
        <Text>{t('domains.list.question', { domain: domain.domain })}</Text>
        <Button type="submit" name="accepted" value="true" size="xs" loading={fetcher.state !== 'idle'}>
          {t('domains.list.yes')}
        </Button>
        <Button
          type="submit"
          name="accepted"
          value="false"
          size="xs"
          variant="default"
          disabled={fetcher.state !== 'idle'}
        >
          {t('domains.list.no')}
        </Button>
      </Group>
      <ProblemText result={fetcher.data} />
    </fetcher.Form>
  );
}

function DomainRow({ domain }: { domain: DomainAcceptance }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DomainsResult>();
  return (
    <Table.Tr>
      <Table.Th scope="row">{domain.domain}</Table.Th>
      <Table.Td>
        <span className={classes.badge} data-tone={domain.accepted ? 'good' : undefined}>
          {t(domain.accepted ? 'domains.list.confirmed' : 'domains.list.declined')}
        </span>
      </Table.Td>
      <Table.Td>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="domains.remove" />
          <input type="hidden" name="domain" value={domain.domain} />
          <Button
            type="submit"
            size="xs"
            variant="default"
            loading={fetcher.state !== 'idle'}
            aria-label={t('domains.list.removeNamed', { domain: domain.domain })}
          >
            {t('domains.list.remove')}
          </Button>
        </fetcher.Form>
        <ProblemText result={fetcher.data} />
      </Table.Td>
    </Table.Tr>
  );
}

function AddDomainForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<DomainsResult>();
  const result = fetcher.data;
  const problem = result?.problem ? t(`domains.list.problems.${result.problem}`, { domain: result.domain }) : undefined;
  return (
    // A new key after each addition empties the field for the next domain.
    <fetcher.Form method="post" noValidate key={result?.done ? result.domain : 'form'}>
      <input type="hidden" name="intent" value="domains.add" />
      <Group align="flex-start" gap="sm">
        <TextInput
          name="domain"
          label={t('domains.list.newDomain')}
          description={t('domains.list.newDomainHint')}
          error={problem}
          defaultValue={result?.problem ? result.domain : ''}
          maxLength={maxLength.domain}
          autoComplete="off"
          spellCheck={false}
          w={360}
          maw="100%"
        />
        <Button type="submit" mt={44} loading={fetcher.state !== 'idle'}>
          {t('domains.list.add')}
        </Button>
      </Group>
    </fetcher.Form>
  );
}

/** The partner's e-mail domains: open questions, the answered ones, and a form to add one. */
export function DomainsSection() {
  const { domains } = useLoaderData<{ domains: DomainsData }>();
  const { t } = useTranslation();
  return (
    <PageSection id="domains-title" title={t('domains.list.title')}>
      <Stack gap="md">
        <Text>{t('domains.list.intro')}</Text>
        {domains.questions.length > 0 && (
          <Alert color="blue" title={t('domains.list.questionsTitle')}>
            <Stack gap="xs">
              {domains.questions.map((domain) => (
                <Question key={domain.domain} domain={domain} />
              ))}
            </Stack>
          </Alert>
        )}
        {domains.answered.length === 0 ? (
          <Text fw={600}>{t('domains.list.empty')}</Text>
        ) : (
          <TableScroll label={t('domains.list.caption')}>
            <Table striped maw={720}>
              <Table.Caption>{t('domains.list.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('domains.list.domain')}</Table.Th>
                  <Table.Th scope="col">{t('domains.list.status')}</Table.Th>
                  <Table.Th scope="col">{t('domains.list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {domains.answered.map((domain) => (
                  <DomainRow key={domain.domain} domain={domain} />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <AddDomainForm />
      </Stack>
    </PageSection>
  );
}
