import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import '@mantine/core/styles/Progress.css';

/** A thin bar across the top while a route's data loads, announced to screen readers. */
export function NavigationProgress() {
  const { state } = useNavigation();
  const { t } = useTranslation();
  if (state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
      aria-label={t('app.loading')}
    />
  );
}
