import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { activeModes } from '../../../session/mode-cookies.ts';
import { requirePartner } from '../../../session/require-partner.ts';
import { BillingLoadError } from '../../../ui/billing-load-error.tsx';
import { mayEditAccount, type AccountLayoutData } from './account-access.ts';
import { accountAction } from './account-actions.ts';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';

/**
 * /settings/account (§2, with its child /settings/account/contact): the page's two parts as tabs,
 * each a route of its own so either can be linked. The writes of the first part are this route's
 * action; the contact has its own.
 */
export async function loader() {
  const { user, org } = await requirePartner();
  return {
    cybrOrgId: org.cybrOrgId,
    cybrId: user.cybrId,
    canEdit: mayEditAccount(user, activeModes()),
  } satisfies AccountLayoutData;
}

export const action = accountAction;

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <BillingLoadError title={t('settings.pages.account')} />;
}

const tabs = [
  { value: '/settings/account', label: 'account.tabs.overview' },
  { value: '/settings/account/contact', label: 'account.tabs.contact' },
] as const;

export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = pathname.replace(/\/$/, '').endsWith('/contact') ? tabs[1].value : tabs[0].value;
  return (
    <Stack gap="md">
      <Text>{t('account.intro')}</Text>
      <Tabs value={current} onChange={(value) => value && void navigate(value)} keepMounted={false}>
        <Tabs.List aria-label={t('account.tabs.label')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.value === current && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
