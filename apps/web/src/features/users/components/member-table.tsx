import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import type { UserListItem } from '@opencall/shared/users';
import type { ReactNode } from 'react';
import { displayName } from '../../../lib/display-name';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { roleLabel } from '../labels';
import { MemberStatusBadge } from './member-status-badge';

/** Members with their status and roles; `renderActions` adds a last column of buttons. */
export function MemberTable({
  members,
  caption,
  renderActions,
}: {
  members: readonly UserListItem[];
  caption: string;
  renderActions?: (member: UserListItem, isSelf: boolean) => ReactNode;
}) {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  const { user } = useSession();

  return (
    <Table.ScrollContainer minWidth={720}>
      <DataTable
        striped
        highlightOnHover
        verticalSpacing="sm"
        caption={caption}
        columns={[t('list.columns.name'), t('list.columns.status'), t('list.columns.roles'), t('list.columns.addedOn')]}
        actionsLabel={renderActions ? t('list.columns.actions') : undefined}
        testId="member-table"
      >
        {members.map((member) => {
          const isSelf = member.id === user?.id;
          return (
            <Table.Tr key={member.id} data-testid="member-row" data-email={member.email}>
              <Table.Th scope="row" fw={400}>
                <Group gap="xs" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {displayName(member)}
                    </Text>
                    {displayName(member) !== member.email && (
                      <Text size="xs" c="dimmed">
                        {member.email}
                      </Text>
                    )}
                  </Stack>
                  {isSelf && (
                    <Badge size="xs" variant="outline" miw="max-content">
                      {t('list.you')}
                    </Badge>
                  )}
                </Group>
              </Table.Th>
              <Table.Td>
                <MemberStatusBadge status={member.status} />
              </Table.Td>
              <Table.Td>
                {member.roles.length > 0 ? (
                  <Group gap={4}>
                    {member.roles.map((role) => (
                      <Badge key={role} variant="default" tt="none" fw={500} miw="max-content">
                        {roleLabel(t, role)}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('list.noRole')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(new Date(member.createdAt), locale)}
                </Text>
              </Table.Td>
              {renderActions && <Table.Td>{renderActions(member, isSelf)}</Table.Td>}
            </Table.Tr>
          );
        })}
      </DataTable>
    </Table.ScrollContainer>
  );
}
