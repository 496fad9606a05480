import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { dateLocaleFor, partnerAccessCodes, partnerSummary } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { requirePartner } from '../../session/require-partner.ts';
import type { PartnerRootData } from '../../session/partner-root-guard.ts';
import { customerCount, PartnerNumbers } from '../../ui/partner-numbers.tsx';
import { AccessCodesPanel, accessCodeAction } from './access-codes-panel.tsx';
import '@mantine/core/styles/List.css';

/** /welcome: the first-run page: where the partner stands, in real numbers, and what to do next. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { org } = await requirePartner();
  const params = { cybrOrgId: org.cybrOrgId };
  const distributor = org.partnerCybrOrgId === null;
  const language = i18n.language;
  const [summary, codes, locale] = await Promise.all([
    call(partnerSummary, { params, signal: request.signal }),
    distributor ? call(partnerAccessCodes, { params, signal: request.signal }) : Promise.resolve([]),
    dateLocaleFor(language),
  ]);
  return {
    organizationName: org.organizationName,
    cybrOrgId: org.cybrOrgId,
    distributor,
    summary,
    codes,
    dates: { language, locale },
  };
}

export const action = ({ request }: ActionFunctionArgs) => accessCodeAction(request);

export function Component() {
  const { organizationName, cybrOrgId, distributor, summary, codes, dates } = useLoaderData<typeof loader>();
  const customers = customerCount(summary);
  const pending = summary.customersByStatus.PENDING ?? 0;
  const root = useRouteLoaderData('partner-root') as PartnerRootData | undefined;
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('welcome.title', { organization: organizationName })}
        </Title>
        <Text c="dimmed">{t(distributor ? 'welcome.introDistributor' : 'welcome.introReseller')}</Text>
      </div>
      <PartnerNumbers summary={summary} />
      <section aria-labelledby="next-steps">
        <Title order={2} size="h4" id="next-steps">
          {t('welcome.nextSteps')}
        </Title>
        <List spacing="xs" mt="xs">
          <List.Item>
            <Anchor component={Link} to="/manage-customers">
              {t(customers === 0 ? 'welcome.firstCustomer' : 'welcome.manageCustomers')}
            </Anchor>
          </List.Item>
          {pending > 0 && (
            <List.Item>
              <Anchor component={Link} to="/pending">
                {t('welcome.reviewPending', { count: pending })}
              </Anchor>
            </List.Item>
          )}
          {distributor && <List.Item>{t('welcome.inviteReseller')}</List.Item>}
          {!root?.hidePricing && <List.Item>{t('welcome.pricing')}</List.Item>}
        </List>
      </section>
      {distributor && <AccessCodesPanel cybrOrgId={cybrOrgId} codes={codes} dates={dates} />}
    </Stack>
  );
}
