import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { type JuryNote, MAX_JURY_NOTE_CHARS } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SaveIndicator } from '../../portal';
import { useNoteAutosave, withLocalNote } from '../hooks/use-score-autosave';

/**
 * The juror's private notes beside the sheet: a notebook only they read (not the organizers, not
 * the other jurors), autosaved with the sheet's guarantees; a newer copy saved elsewhere is offered.
 */
export function JuryNoteCard({
  sessionId,
  applicationId,
  note,
}: {
  sessionId: string;
  applicationId: string;
  note: JuryNote;
}) {
  const { t } = useTranslation('evaluations');
  const [text, setText] = useState(() => withLocalNote(sessionId, applicationId, note));
  const { autosave, state, change } = useNoteAutosave(sessionId, applicationId, note, () => {});
  const conflict = state.status === 'conflict' ? state.current : null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="jury-note-title" data-testid="jury-note">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h5" id="jury-note-title">
            {t('note.title')}
          </Title>
          <SaveIndicator state={state} onRetry={() => void autosave.retry()} testId="note-save-state" />
        </Group>
        <Text size="xs" c="dimmed">
          {t('note.hint')}
        </Text>
        {conflict && (
          <Group gap="xs" data-testid="note-conflict">
            <Text size="sm">{t('note.conflict')}</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                setText(conflict.text);
                void autosave.resolve('theirs');
              }}
            >
              {t('note.takeSaved')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => void autosave.resolve('mine')}>
              {t('note.keepMine')}
            </Button>
          </Group>
        )}
        <Textarea
          aria-labelledby="jury-note-title"
          autosize
          minRows={3}
          maxRows={12}
          maxLength={MAX_JURY_NOTE_CHARS}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            change(event.currentTarget.value);
          }}
          data-testid="jury-note-text"
        />
      </Stack>
    </Card>
  );
}
