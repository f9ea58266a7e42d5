import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ThreadMessage, ThreadPostBody } from '@opencall/shared/messages';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { ListError, ListLoading } from '../../../ui/list-states';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { showToast } from '../../../ui/toasts';
import { FilePreview } from '../../files';
import { formatMoment } from './batch-list';

function MessageCard({ message, viewer }: { message: ThreadMessage; viewer: 'organizer' | 'applicant' }) {
  const { t } = useTranslation('messages');
  const locale = useCurrentLocale();
  const who = message.mine ? t('thread.you') : t(`thread.${message.side}`);
  const name = message.author && !message.mine && message.side === viewer ? ` · ${message.author.name}` : '';
  return (
    <Card
      withBorder
      padding="sm"
      ml={message.side === viewer ? 'xl' : 0}
      mr={message.side === viewer ? 0 : 'xl'}
      bg={message.side === viewer ? 'var(--mantine-color-gray-0)' : undefined}
      data-testid="thread-message"
      data-side={message.side}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Badge variant="light" color={message.side === 'organizer' ? 'blue' : 'teal'}>
            {who}
          </Badge>
          <Text size="sm" fw={600}>
            {message.subject}
            {name}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
          {formatMoment(locale, message.createdAt)}
        </Text>
      </Group>
      <RichTextView html={message.body} mt="xs" />
      {message.attachments.length > 0 && (
        <Stack gap={4} mt="xs">
          <Text size="xs" fw={500}>
            {t('thread.attachments')}
          </Text>
          {message.attachments.map((file) => (
            <FilePreview key={file.id} file={file} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * One application's thread, oldest first, and the box to write in: the organizer's view (writes to
 * the applicant) and the applicant's (replies). The messages arrive with the `messages` namespace.
 */
export function ThreadPanel({
  viewer,
  thread,
  write,
}: {
  viewer: 'organizer' | 'applicant';
  thread: UseQueryResult<ThreadMessage[]>;
  write: UseMutationResult<unknown, unknown, ThreadPostBody>;
}) {
  const { t } = useTranslation('messages');
  const [body, setBody] = useState('');
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!body.replace(/<[^>]*>/g, '').trim()) {
      setError(t('composer.required'));
      return;
    }
    try {
      await write.mutateAsync({ body, attachments: [] });
      setBody('');
      setRound((value) => value + 1);
      showToast({ type: 'success', message: t('thread.sent') });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  const messages = thread.data ?? [];
  return (
    <Stack gap="sm" data-testid="message-thread" component="section" aria-labelledby="message-thread-title">
      <Title order={2} fz="h4" id="message-thread-title">
        {t('thread.title')}
      </Title>
      {thread.isPending ? (
        <ListLoading />
      ) : thread.isError ? (
        <ListError title={t('thread.loadFailed')} error={thread.error} onRetry={thread.refetch} />
      ) : messages.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="message-thread-empty">
          {t('thread.empty')}
        </Text>
      ) : (
        messages.map((message) => <MessageCard key={message.id} message={message} viewer={viewer} />)
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="xs">
          <FormError>{error}</FormError>
          <RichTextField
            key={round}
            label={viewer === 'organizer' ? t('thread.write') : t('thread.reply')}
            value={body}
            onChange={setBody}
            minHeight="5rem"
            testId="message-reply"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={write.isPending} data-testid="message-reply-send">
              {t('thread.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
