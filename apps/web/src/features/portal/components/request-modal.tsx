import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { REQUEST_TYPES } from '@opencall/shared/applications';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { useCreateRequest } from '../../responses';

/** An applicant writes to a program's organizers about one of their applications. */
export function RequestModal({
  target,
  onClose,
}: {
  target: { programId: string; applicationId: string; programTitle: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('portal');
  const create = useCreateRequest();
  const [type, setType] = useState<(typeof REQUEST_TYPES)[number]>('access');
  const [message, setMessage] = useState('');

  async function send() {
    if (!target) return;
    try {
      await create.mutateAsync({
        programId: target.programId,
        body: { type, message: message.trim(), applicationId: target.applicationId },
      });
      showToast({ type: 'success', message: t('request.sent') });
      setMessage('');
      onClose();
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('request.title', { program: target?.programTitle ?? '' })}
    >
      <Stack>
        <Select
          label={t('request.type')}
          data={REQUEST_TYPES.map((value) => ({ value, label: t(`request.types.${value}`) }))}
          value={type}
          onChange={(value) => value && setType(value as typeof type)}
          allowDeselect={false}
          data-testid="request-type"
        />
        <Textarea
          label={t('request.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={5000}
          data-testid="request-message"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('request.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={create.isPending} data-testid="request-send">
            {t('request.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
