import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import classes from '../../ui/main-layout.module.css';

// The settings pages, in order; the first is where /settings leads.
export const settingsPages = [
  { to: '/settings/account', label: 'settings.pages.account' },
  { to: '/settings/integrations', label: 'settings.pages.integrations' },
  { to: '/settings/api', label: 'settings.pages.api' },
  { to: '/settings/webhooks', label: 'settings.pages.webhooks' },
  { to: '/settings/billing-details', label: 'settings.pages.billingDetails' },
  { to: '/settings/billing', label: 'settings.pages.billing' },
] as const;

/** /settings: the partner's own settings, one page per subject, reached from these links. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <nav aria-label={t('settings.navigation')}>
        <Group gap="xs">
          {settingsPages.map(({ to, label }) => (
            <NavLink key={to} to={to} className={classes.navLink}>
              {t(label)}
            </NavLink>
          ))}
        </Group>
      </nav>
      <Outlet />
    </Stack>
  );
}
