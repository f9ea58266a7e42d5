import { Badge, Table, Text } from '@mantine/core';
import type { Juror, JurorProgress } from '@opencall/shared/evaluations';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { RowActions } from '../../../ui/row-actions';

const STATUS_COLOURS = { invited: 'gray', accepted: 'teal' } as const;

/** The session's jurors: who, their panel, whether they accepted, and (for managers) change and remove. */
export function JurorTable({
  jurors,
  progress,
  onEditPanel,
  onRemove,
}: {
  jurors: Juror[];
  progress: Map<string, JurorProgress>;
  onEditPanel?: (juror: Juror) => void;
  onRemove?: (juror: Juror) => void;
}) {
  const { t } = useTranslation('evaluations');
  return (
    <DataTable
      striped
      caption={t('juries.caption')}
      columns={[t('juries.name'), t('juries.panel'), t('juries.status'), t('juries.progress')]}
      actionsLabel={onRemove ? t('list.actions') : undefined}
      testId="juror-table"
    >
      {jurors.map((juror) => (
        <Table.Tr key={juror.id} data-testid="juror-row" data-juror-email={juror.email}>
          <Table.Td>
            <Text size="sm" fw={500}>
              {juror.name || juror.email}
            </Text>
            {juror.name && (
              <Text size="xs" c="dimmed">
                {juror.email}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {juror.panel || '—'}
            {juror.languages.length > 0 && (
              <Text size="xs" c="dimmed">
                {juror.languages.map((lang) => lang.toUpperCase()).join(', ')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={STATUS_COLOURS[juror.status]} data-testid="juror-status">
              {t(`juries.statuses.${juror.status}`)}
            </Badge>
            {juror.account === 'invited' && (
              <Text size="xs" c="dimmed">
                {t('juries.noPasswordYet')}
              </Text>
            )}
          </Table.Td>
          <Table.Td data-testid="juror-progress">
            <JurorProgressCell progress={progress.get(juror.id)} />
          </Table.Td>
          {onRemove && onEditPanel && (
            <Table.Td>
              <RowActions
                actions={[
                  {
                    label: t('juries.editPanel'),
                    // The visible words first, then whose (WCAG 2.5.3: the name holds the label).
                    ariaLabel: `${t('juries.editPanel')} · ${juror.name || juror.email}`,
                    onClick: () => onEditPanel(juror),
                    testId: 'juror-edit',
                  },
                  {
                    label: t('juries.remove'),
                    ariaLabel: t('juries.removeNamed', { name: juror.name || juror.email }),
                    onClick: () => onRemove(juror),
                    isDanger: true,
                    testId: 'juror-remove',
                  },
                ]}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** Final sheets over assigned ones, then drafts and conflicts. */
function JurorProgressCell({ progress }: { progress: JurorProgress | undefined }) {
  const { t } = useTranslation('evaluations');
  if (!progress) return <Text size="sm">—</Text>;
  return (
    <>
      <Text size="sm">
        {t('juries.finalOf', { final: String(progress.final), assigned: String(progress.assigned) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('juries.drafts', { count: String(progress.draft) })}
        {progress.conflicts > 0 ? ` · ${t('juries.conflicts', { count: String(progress.conflicts) })}` : ''}
      </Text>
    </>
  );
}
