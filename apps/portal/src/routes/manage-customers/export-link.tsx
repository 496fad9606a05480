import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiBasePath, exportCustomers } from '@portal/contracts';
import { getClientConfig, resolvePath, searchParams } from '../../api/client.ts';
import { toQuery, type ListParams } from '../../lib/list-params.ts';

/** A plain download: the server streams every matching row, not only the page on screen. */
export function ExportLink({ cybrOrgId, params }: { cybrOrgId: string; params: ListParams }) {
  const { t } = useTranslation();
  // The list's own filters, without its page: the export is every row the list would show.
  const { from: _from, to: _to, ...filters } = toQuery(params);
  const query = searchParams(filters);
  const path = resolvePath(exportCustomers.path, { cybrOrgId });
  const href = `${getClientConfig().origin}${apiBasePath}${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
  return (
    <Anchor href={href} download>
      {t('customers.exportCsv')}
    </Anchor>
  );
}
