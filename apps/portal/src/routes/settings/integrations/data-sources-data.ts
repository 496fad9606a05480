import i18n from 'i18next';
import { dateLocaleFor, organizationIntegrations, type Integration } from '@portal/contracts';
import { call } from '../../../api/client.ts';

export interface DataSourcesData {
  integrations: Integration[];
  /** The date-fns locale of the page's language, loaded before the first render. */
  dates: { language: string; locale: Awaited<ReturnType<typeof dateLocaleFor>> };
}

/** The data-source part of /settings/integrations: each integration, its health and where its data goes. */
export async function loadDataSources(cybrOrgId: string, request: Request): Promise<DataSourcesData> {
  const [integrations, locale] = await Promise.all([
    call(organizationIntegrations, { params: { cybrOrgId }, signal: request.signal }),
    dateLocaleFor(i18n.language),
  ]);
  return { integrations, dates: { language: i18n.language, locale } };
}
