import { Anchor, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLoaderData, useNavigate } from 'react-router';
import { signOut, requireUser } from '../session/current-user.ts';
import { fullPageReplace } from '../session/navigation.ts';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';
import { NavigationProgress } from '../ui/navigation-progress.tsx';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import classes from '../ui/main-layout.module.css';

export async function loader() {
  const user = await requireUser();
  return { fullName: user.fullName, organizationName: user.organizationData?.organizationName ?? '' };
}

export function Component() {
  const { fullName, organizationName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();

  // A person who signs out on a shared computer is signed out at the identity provider too,
  // which then sends the browser back to the sign-in page.
  async function onSignOut() {
    const endSessionUrl = await signOut();
    if (endSessionUrl) await fullPageReplace(endSessionUrl);
    else await navigate('/login');
  }

  return (
    <>
      <NavigationProgress />
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Anchor href="#main" className={classes.skipLink}>
              {t('app.skipToContent')}
            </Anchor>
            <Text fw={700}>{organizationName || t('app.name')}</Text>
            <nav aria-label={t('app.mainNavigation')}>
              <Group gap="xs">
                <NavLink to="/manage-customers" className={classes.navLink}>
                  {t('nav.customers')}
                </NavLink>
              </Group>
            </nav>
          </Group>
          <Group wrap="nowrap" gap="sm">
            <Text size="sm" visibleFrom="sm">
              <VisuallyHidden>{t('app.signedInAs', { name: '' })}</VisuallyHidden>
              {fullName}
            </Text>
            <LanguageSwitcher />
            <Button variant="default" size="xs" onClick={onSignOut}>
              {t('app.signOut')}
            </Button>
          </Group>
        </Group>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </>
  );
}
