import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { MyApplication } from '@opencall/shared/applications';
import type { Field } from '@opencall/shared/forms';
import { useTranslation } from '../../../lib/use-translation';
import { answerText, changedAnswers } from './answer-text';
import type { StepAnswers } from './autosave';

/** Someone saved this application elsewhere: what differs, and which version to keep. */
export function ConflictModal({
  conflict,
  fields,
  onResolve,
}: {
  conflict: { current: MyApplication; mine: Record<string, StepAnswers> } | null;
  fields: Map<string, Field>;
  onResolve: (choice: 'mine' | 'theirs') => void;
}) {
  const { t } = useTranslation('portal');
  const changes = conflict ? changedAnswers(conflict.mine, conflict.current.answers) : [];
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('apply.conflict.title')}
      size="lg"
      data-testid="conflict-modal"
    >
      <Stack>
        <Text>{t('apply.conflict.message')}</Text>
        {changes.length > 0 && (
          <Table.ScrollContainer minWidth={0}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('apply.conflict.question')}</Table.Th>
                  <Table.Th scope="col">{t('apply.conflict.saved')}</Table.Th>
                  <Table.Th scope="col">{t('apply.conflict.yours')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => {
                  const field = fields.get(change.reference);
                  return (
                    <Table.Tr key={`${change.stepId}.${change.reference}`} data-testid="conflict-row">
                      <Table.Th scope="row" fw={500}>
                        {field?.title || change.reference}
                      </Table.Th>
                      <Table.Td>{answerText(change.theirs, field) || '—'}</Table.Td>
                      <Table.Td>{answerText(change.mine, field) || '—'}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onResolve('theirs')} data-testid="conflict-theirs">
            {t('apply.conflict.useSaved')}
          </Button>
          <Button onClick={() => onResolve('mine')} data-testid="conflict-mine">
            {t('apply.conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
