import { Badge, Button, Card, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import type { Conflict } from '@opencall/shared/evaluations';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ModalForm } from '../../../ui/modal-form';
import { useModalSave } from '../../../ui/modal-save';
import { showToast } from '../../../ui/toasts';
import { useAssignmentMutations, useSessionConflicts } from '../hooks/use-assignments';

/** Records a suspected conflict with a reason the organizer writes. */
function RecordModal({
  conflict,
  onClose,
  onRecord,
}: {
  conflict: Conflict | null;
  onClose: () => void;
  onRecord: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('evaluations');
  const [reason, setReason] = useState(conflict ? t(`conflicts.suspicions.${conflict.reason}`) : '');
  const [error, setError] = useState<string>();
  const { saving, save } = useModalSave(onClose);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(
      () => onRecord(reason.trim()),
      (failure) => setError(apiErrorMessage(failure, t)),
    );
  };
  return (
    <ModalForm
      opened={conflict !== null}
      onClose={onClose}
      saving={saving}
      title={t('conflicts.recordTitle', { juror: conflict?.juror ?? '', applicant: conflict?.applicant ?? '' })}
      onSubmit={submit}
      submitLabel={t('conflicts.record')}
      submitTestId="conflict-record-save"
      testId="conflict-record-modal"
    >
      <Textarea
        label={t('conflict.reason')}
        required
        minLength={3}
        maxLength={1000}
        data-autofocus
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={error}
      />
    </ModalForm>
  );
}

/** Declared conflicts of interest (never assigned) and the ones the system suspects, for the organizer to settle. */
export function ConflictList({
  programId,
  sessionId,
  canManage,
}: {
  programId: string;
  sessionId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('evaluations');
  const query = useSessionConflicts(programId, sessionId);
  const mutations = useAssignmentMutations(programId, sessionId);
  const [recording, setRecording] = useState<Conflict | null>(null);
  const [clearing, setClearing] = useState<Conflict | null>(null);
  const [opening, setOpening] = useState(0);
  const conflicts = query.data ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="conflicts-title" data-testid="conflict-list">
      <Title order={2} fz="h4" id="conflicts-title" mb="xs">
        {t('conflicts.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('conflicts.intro')}
      </Text>
      {query.isError && <Text c="red.9">{apiErrorMessage(query.error, t)}</Text>}
      {query.isSuccess && conflicts.length === 0 && <Text size="sm">{t('conflicts.none')}</Text>}
      {conflicts.length > 0 && (
        <Table.ScrollContainer minWidth={0}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('juries.name')}</Table.Th>
                <Table.Th scope="col">{t('work.applicant')}</Table.Th>
                <Table.Th scope="col">{t('conflicts.kind')}</Table.Th>
                <Table.Th scope="col">{t('conflict.reason')}</Table.Th>
                {canManage && <Table.Th scope="col">{t('list.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflicts.map((conflict) => (
                <Table.Tr
                  key={`${conflict.applicationId}-${conflict.userId}`}
                  data-testid="conflict-row"
                  data-kind={conflict.kind}
                >
                  <Table.Td>{conflict.juror || '—'}</Table.Td>
                  <Table.Td>{conflict.applicant || '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={conflict.kind === 'declared' ? 'red' : 'yellow'}>
                      {t(`conflicts.kinds.${conflict.kind}`)}
                    </Badge>
                    {conflict.declaredBy && (
                      <Text size="xs" c="dimmed">
                        {t(`conflicts.by.${conflict.declaredBy}`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {conflict.kind === 'suspected' ? t(`conflicts.suspicions.${conflict.reason}`) : conflict.reason}
                  </Table.Td>
                  {canManage && (
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        {conflict.kind === 'suspected' ? (
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() => {
                              setOpening((count) => count + 1);
                              setRecording(conflict);
                            }}
                            data-testid="conflict-record"
                          >
                            {t('conflicts.record')}
                          </Button>
                        ) : (
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => setClearing(conflict)}
                            data-testid="conflict-clear"
                          >
                            {t('conflicts.clear')}
                          </Button>
                        )}
                      </Stack>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RecordModal
        key={`record-${opening}`}
        conflict={recording}
        onClose={() => setRecording(null)}
        onRecord={async (reason) => {
          if (!recording) return;
          await mutations.record.mutateAsync({
            applicationId: recording.applicationId,
            userId: recording.userId,
            reason,
          });
          showToast({ type: 'success', message: t('conflicts.recorded') });
        }}
      />
      <ConfirmModal
        opened={clearing !== null}
        onClose={() => setClearing(null)}
        title={t('conflicts.clearTitle')}
        message={t('conflicts.clearMessage', { juror: clearing?.juror ?? '', applicant: clearing?.applicant ?? '' })}
        confirmLabel={t('conflicts.clear')}
        onConfirm={async () => {
          if (!clearing) return;
          try {
            await mutations.clear.mutateAsync({ applicationId: clearing.applicationId, userId: clearing.userId });
          } catch (error) {
            showToast({ type: 'error', message: apiErrorMessage(error, t) });
            throw error;
          }
        }}
      />
    </Card>
  );
}
