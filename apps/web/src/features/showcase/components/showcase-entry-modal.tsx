import { Badge, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ShowcaseEntry } from '@opencall/shared/showcase';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ShowcaseFileUrl } from '../showcase-types';
import { ShowcaseFileView } from './showcase-file-view';

/** An entry in full: every shown answer under its question, its files as their kind plays. */
export function ShowcaseEntryModal({
  entry,
  fileUrl,
  onClose,
  actions,
}: {
  /** The entry shown; null closes the modal. */
  entry: ShowcaseEntry | null;
  fileUrl: ShowcaseFileUrl;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('galleries');
  // The entry stays drawn while the modal fades out.
  const last = useRef<ShowcaseEntry | null>(null);
  if (entry) last.current = entry;
  const shown = entry ?? last.current;
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      size="lg"
      title={shown?.title}
      closeButtonProps={{ 'aria-label': t('showcase.close') }}
      data-testid="showcase-entry-modal"
    >
      {shown && (
        <Stack gap="md">
          {(shown.name || shown.category) && (
            <Group gap="xs">
              {shown.name && <Text fw={500}>{shown.name}</Text>}
              {shown.category && <Badge variant="light">{shown.category}</Badge>}
            </Group>
          )}
          {shown.image && <ShowcaseFileView file={shown.image} fileUrl={fileUrl} />}
          {shown.answers.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('showcase.noAnswers')}
            </Text>
          )}
          {shown.answers.map((answer) => (
            <section key={answer.reference} data-testid="showcase-answer">
              <Title order={3} fz="sm" mb={4}>
                {answer.label}
              </Title>
              {answer.text && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {answer.text}
                </Text>
              )}
              {answer.files.length > 0 && (
                <Stack gap="xs">
                  {answer.files.map((file) => (
                    <ShowcaseFileView key={file.key} file={file} fileUrl={fileUrl} />
                  ))}
                </Stack>
              )}
            </section>
          ))}
          {actions && <Group justify="flex-end">{actions}</Group>}
        </Stack>
      )}
    </Modal>
  );
}
