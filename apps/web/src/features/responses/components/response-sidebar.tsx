import {
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import type { ResponseDetail } from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import { formatDateTime } from '@opencall/shared/i18n';
import type { Tag } from '@opencall/shared/programs';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** Tags, internal comments and private notes, and the application's history. */
export function ResponseSidebar({
  response,
  tags,
  locale,
  timeZone,
  onTags,
  onComment,
  onDeleteComment,
  stepTitle,
  showComments,
}: {
  response: ResponseDetail;
  tags: Tag[];
  locale: Locale;
  timeZone: string;
  onTags: (tagIds: string[]) => void;
  onComment: (body: string, visibility: 'team' | 'private') => Promise<unknown>;
  onDeleteComment: (commentId: string) => void;
  stepTitle: (stepId: string | null) => string;
  /** Off when the program switched internal comments off (`program-features`). */
  showComments: boolean;
}) {
  const { t } = useTranslation('responses');
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<'team' | 'private'>('team');
  const when = (value: string) => formatDateTime(new Date(value), locale, timeZone);

  async function send() {
    if (!body.trim()) return;
    await onComment(body.trim(), visibility);
    setBody('');
  }

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <MultiSelect
          label={t('detail.tags')}
          data={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          value={response.tags.map((tag) => tag.id)}
          onChange={onTags}
          searchable
          clearable
          data-testid="detail-tags"
        />
      </Card>
      {showComments && (
        <Card withBorder padding="md" data-testid="detail-comments">
          <Title order={3} fz="h5" mb="sm">
            {t('detail.comments')}
          </Title>
          <Stack gap="xs">
            {response.comments.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('detail.noComments')}
              </Text>
            )}
            {response.comments.map((comment) => (
              <Card
                key={comment.id}
                padding="xs"
                bg={comment.visibility === 'private' ? 'yellow.0' : 'gray.0'}
                data-testid="comment"
              >
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {comment.author?.name ?? '—'} · {when(comment.createdAt)}
                    {comment.visibility === 'private' ? ` · ${t('detail.private')}` : ''}
                  </Text>
                  {comment.mine && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDeleteComment(comment.id)}>
                      {t('detail.deleteComment')}
                    </Button>
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {comment.body}
                </Text>
              </Card>
            ))}
            <Textarea
              label={t('detail.newComment')}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={5000}
              data-testid="comment-body"
            />
            <Group justify="space-between">
              <SegmentedControl
                size="xs"
                value={visibility}
                onChange={(value) => setVisibility(value as 'team' | 'private')}
                data={[
                  { value: 'team', label: t('detail.team') },
                  { value: 'private', label: t('detail.privateNote') },
                ]}
                aria-label={t('detail.visibility')}
              />
              <Button size="xs" onClick={() => void send()} disabled={!body.trim()} data-testid="comment-send">
                {t('detail.send')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <Card withBorder padding="md" data-testid="detail-history">
        <Title order={3} fz="h5" mb="sm">
          {t('detail.history')}
        </Title>
        <Timeline bulletSize={12} lineWidth={2}>
          {response.events.map((event) => (
            <Timeline.Item key={event.id} title={t(`events.${event.action}`, { step: stepTitle(event.stepId) })}>
              <Text size="xs" c="dimmed">
                {event.toStatus && event.action !== 'created' ? `${t(`status.${event.toStatus}`)} · ` : ''}
                {event.user?.name ?? t('detail.system')} · {when(event.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </Stack>
  );
}
