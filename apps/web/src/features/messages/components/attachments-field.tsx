import { ActionIcon, Group, Input, Stack, Text } from '@mantine/core';
import type { UploadedFile } from '@opencall/shared/files';
import { MAX_MESSAGE_ATTACHMENTS } from '@opencall/shared/messages';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FileUploadInput, formatFileSize } from '../../files';

/** The files that go with a message: uploaded one by one through the files API, removable before sending. */
export function AttachmentsField({
  files,
  onChange,
}: {
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  // A fresh input after each upload: the next file starts from an empty picker.
  const [round, setRound] = useState(0);
  return (
    <Input.Wrapper label={t('composer.attachments')}>
      <Stack gap="xs" mt={4}>
        {files.map((file) => (
          <Group key={file.id} justify="space-between" wrap="nowrap" data-testid="message-attachment">
            <Text size="sm" truncate>
              {file.name} · {formatFileSize(file.size, i18n.language, t)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('composer.remove', { name: file.name })}
              onClick={() => onChange(files.filter((other) => other.id !== file.id))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {files.length < MAX_MESSAGE_ATTACHMENTS && (
          <FileUploadInput
            key={round}
            label={t('composer.addAttachment')}
            value={null}
            onChange={(file) => {
              if (!file) return;
              onChange([...files, file]);
              setRound((value) => value + 1);
            }}
            data-testid="message-attachment-upload"
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
