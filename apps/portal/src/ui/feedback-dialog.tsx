import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Dialog } from './dialog.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

type Errors = Partial<Record<'score' | 'text' | 'form', string>>;
const scores = Array.from({ length: 11 }, (_, n) => String(n));

/**
 * Feedback (spec §3: score and text). The score is 0–10, "how likely are you to recommend the
 * portal" (docs/decisions/0056-feedback-and-requests-to-the-platform-team.md); the text is optional. Sent through the /feedback route's action.
 */
export default function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ ok: boolean; errors: Errors }>();
  const errors = fetcher.state === 'idle' ? (fetcher.data?.errors ?? {}) : {};
  const sent = fetcher.state === 'idle' && fetcher.data?.ok === true;
  const error = (field: keyof Errors) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <Dialog title={t('feedback.title')} closeLabel={t('feedback.cancel')} onClose={onClose}>
      {sent ? (
        <Stack>
          <Text role="status">{t('feedback.sent')}</Text>
          <Button onClick={onClose} w="fit-content" data-autofocus>
            {t('feedback.cancel')}
          </Button>
        </Stack>
      ) : (
        <fetcher.Form method="post" action="/feedback" noValidate>
          <Stack>
            <Radio.Group
              name="score"
              label={t('feedback.scoreLegend')}
              description={t('feedback.scoreScale')}
              error={error('score')}
              required
            >
              <Group gap="xs" mt="xs">
                {scores.map((score) => (
                  <Radio key={score} value={score} label={score} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              name="text"
              label={t('feedback.text')}
              description={t('feedback.textHint')}
              error={error('text')}
              maxLength={5000}
              minRows={4}
              autosize
            />
            {errors.form && (
              <Alert color="red" role="alert">
                {t(errors.form)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('feedback.cancel')}
              </Button>
              <Button type="submit" loading={fetcher.state !== 'idle'}>
                {t('feedback.send')}
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
      )}
    </Dialog>
  );
}
