import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { format, parseISO, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { apiBasePath, dateFormats, languageNativeNames, resourceFile, type Resource } from '@portal/contracts';
import { getClientConfig, resolvePath } from '../../api/client.ts';
import { fileSize } from './file-size.ts';
import { TableScroll } from '../../ui/table-scroll.tsx';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';

/** Where a resource's file downloads from: the server sends it as an attachment under its own name. */
export const fileHref = (resourceId: string) =>
  `${getClientConfig().origin}${apiBasePath}${resolvePath(resourceFile.path, { resourceId })}`;

const extension = (fileName: string) => fileName.slice(fileName.lastIndexOf('.') + 1).toUpperCase();

/** One page of the library as the server sorted it, each row with its download. */
export function ResourcesTable({ resources, locale, busy }: { resources: Resource[]; locale: Locale; busy: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <TableScroll minWidth={760} label={t('resources.caption')}>
      <Table striped aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Caption>{t('resources.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('resources.columns.resource')}</Table.Th>
            <Table.Th scope="col">{t('resources.columns.language')}</Table.Th>
            <Table.Th scope="col">{t('resources.columns.kind')}</Table.Th>
            <Table.Th scope="col">{t('resources.columns.added')}</Table.Th>
            <Table.Th scope="col">{t('resources.columns.file')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {resources.map((resource) => (
            <Table.Tr key={resource.resourceId}>
              <Table.Td>
                <Stack gap={2}>
                  <Text fw={600}>{resource.title}</Text>
                  {resource.description && (
                    <Text size="sm" c="dimmed">
                      {resource.description}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{languageNativeNames[resource.language]}</Table.Td>
              <Table.Td>{t(`resources.kinds.${resource.kind}`)}</Table.Td>
              <Table.Td>
                <time dateTime={resource.createdAt}>
                  {format(parseISO(resource.createdAt), dateFormats.shortMonthName, { locale })}
                </time>
              </Table.Td>
              <Table.Td>
                <Anchor href={fileHref(resource.resourceId)} download={resource.fileName}>
                  {t('resources.download')}
                  <VisuallyHidden> {resource.title}</VisuallyHidden>
                </Anchor>
                <Text size="xs" c="dimmed">
                  {extension(resource.fileName)}, {fileSize(resource.size, i18n.language)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
