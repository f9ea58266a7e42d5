import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { useDeclareConflict } from '../hooks/use-jury-work';

/** The juror declares a conflict of interest, with a reason the organizers read; the application then leaves their list. */
export function DeclareConflictModal({
  sessionId,
  applicationId,
  opened,
  onClose,
  onDeclared,
}: {
  sessionId: string;
  applicationId: string;
  opened: boolean;
  onClose: () => void;
  onDeclared: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const declare = useDeclareConflict(sessionId, applicationId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setError(null);
    try {
      await declare.mutateAsync(reason);
      onDeclared();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('conflict.title')}>
      <Stack>
        <Text size="sm">{t('conflict.intro')}</Text>
        <Textarea
          label={t('conflict.reason')}
          required
          minLength={3}
          maxLength={1000}
          autosize
          minRows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="conflict-reason"
          data-autofocus
        />
        <FormError>{error}</FormError>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('sheet.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => void confirm()}
            disabled={reason.trim().length < 3}
            loading={declare.isPending}
            data-testid="conflict-confirm"
          >
            {t('conflict.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
