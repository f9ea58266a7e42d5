import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationChannel } from '@opencall/shared/notifications';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { SettingsForm } from '../../../ui/settings-form';
import { showToast } from '../../../ui/toasts';
import { type ChannelDraft, changedPreferences, draftOf } from '../emailing-draft';
import { useNotificationPreferences, useUpdatePreferences } from '../hooks/use-notifications';

/** SPEC §2 `/{locale}/emailing`: how the signed-in user hears of each event (bell, e-mail, daily digest, not at all). */
export function EmailingPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('emailing.title'));
  const query = useNotificationPreferences();
  const save = useUpdatePreferences();
  const [draft, setDraft] = useState<ChannelDraft | null>(null);

  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  const submit = async () => {
    if (!draft || !query.data) return;
    const changed = changedPreferences(query.data, draft);
    if (changed.length === 0) {
      showToast({ type: 'info', message: t('emailing.unchanged') });
      return;
    }
    try {
      await save.mutateAsync(changed);
      showToast({ type: 'success', message: t('emailing.saved') });
    } catch {
      // The form says why, above its button.
    }
  };

  return (
    <Stack gap="lg" data-testid="emailing-page">
      <div>
        <Title order={1} fz="h2">
          {t('emailing.title')}
        </Title>
        <Text c="dimmed">{t('emailing.intro')}</Text>
      </div>
      <ListStates
        query={query}
        loadingLabel={t('emailing.loading')}
        failedTitle={t('emailing.failed')}
        testId="emailing"
      />
      {draft && (
        <SettingsForm
          label={t('emailing.title')}
          testId="emailing-form"
          general={save.isError ? apiErrorMessage(save.error, t) : null}
          busy={save.isPending}
          submitLabel={t('emailing.save')}
          submitTestId="emailing-save"
          onSubmit={submit}
        >
          <Stack gap="md">
            {NOTIFICATION_EVENTS.map((event) => (
              <Radio.Group
                key={event}
                label={t(`emailing.events.${event}`)}
                value={draft[event]}
                onChange={(channel) => setDraft({ ...draft, [event]: channel as NotificationChannel })}
                data-testid={`emailing-${event}`}
              >
                <Group gap="md" mt="xs">
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Radio key={channel} value={channel} label={t(`emailing.channels.${channel}`)} />
                  ))}
                </Group>
              </Radio.Group>
            ))}
            <Text size="sm" c="dimmed">
              {t('emailing.hint')}
            </Text>
          </Stack>
        </SettingsForm>
      )}
    </Stack>
  );
}
