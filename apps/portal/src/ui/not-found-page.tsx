import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>{t('errors.notFoundTitle')}</Title>
        <Text>{t('errors.notFoundText')}</Text>
        <Anchor component={Link} to="/">
          {t('errors.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
