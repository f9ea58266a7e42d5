import { Badge, Group, Table, Text } from '@mantine/core';
import type { Collaborator } from '@opencall/shared/programs';
import { useTranslation } from '../../../../lib/use-translation';
import { DataTable } from '../../../../ui/data-table';
import { RowActions } from '../../../../ui/row-actions';
import { MemberStatusBadge } from '../../../users';

/** The program's collaborators: who, their roles here, whether they joined, and the row actions. */
export function CollaboratorTable({
  collaborators,
  onEdit,
  onRemove,
}: {
  collaborators: Collaborator[];
  /** Without the edit and remove handlers (a user who may not set the program up) the rows are read-only. */
  onEdit?: (collaborator: Collaborator) => void;
  onRemove?: (collaborator: Collaborator) => void;
}) {
  const { t } = useTranslation('programs');
  return (
    <Table.ScrollContainer minWidth={640}>
      <DataTable
        striped
        highlightOnHover
        caption={t('collaborators.caption')}
        columns={[t('collaborators.person'), t('collaborators.rolesLabel'), t('collaborators.status')]}
        actionsLabel={t('collaborators.actions')}
        testId="collaborator-table"
      >
        {collaborators.map((person) => {
          const name = person.name || person.email;
          return (
            <Table.Tr key={person.id} data-testid="collaborator-row" data-email={person.email}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                {person.name && (
                  <Text size="xs" c="dimmed">
                    {person.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {person.roles.map((role) => (
                    <Badge key={role} variant="light" tt="none" data-role={role}>
                      {t(`collaborators.roles.${role}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <MemberStatusBadge status={person.status} />
              </Table.Td>
              <Table.Td>
                {onEdit && onRemove && (
                  <RowActions
                    actions={[
                      {
                        label: t('collaborators.edit'),
                        ariaLabel: t('collaborators.editNamed', { name }),
                        onClick: () => onEdit(person),
                        testId: 'collaborator-edit',
                      },
                      {
                        label: t('collaborators.remove'),
                        ariaLabel: t('collaborators.removeNamed', { name }),
                        onClick: () => onRemove(person),
                        isDanger: true,
                        testId: 'collaborator-remove',
                      },
                    ]}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </DataTable>
    </Table.ScrollContainer>
  );
}
