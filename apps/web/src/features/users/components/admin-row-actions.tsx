import { Button, Group, Text } from '@mantine/core';
import type { UserListItem } from '@opencall/shared/users';
import { displayName } from '../../../lib/display-name';
import { useTranslation } from '../../../lib/use-translation';

/** Change roles and revoke; one's own row says why it has neither (SPEC cannot_change_own_access). */
export function AdminRowActions({
  member,
  isSelf,
  onEditRoles,
  onRevoke,
}: {
  member: UserListItem;
  isSelf: boolean;
  onEditRoles: (member: UserListItem) => void;
  onRevoke: (member: UserListItem) => void;
}) {
  const { t } = useTranslation('users');
  if (isSelf) {
    return (
      <Text size="xs" c="dimmed" maw="13rem" data-testid="own-access-note">
        {t('errors:cannot_change_own_access')}
      </Text>
    );
  }
  const name = displayName(member);
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        onClick={() => onEditRoles(member)}
        aria-label={t('admins.editRolesFor', { name })}
        data-testid="edit-roles"
      >
        {t('admins.editRoles')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => onRevoke(member)}
        aria-label={t('admins.revokeFor', { name })}
        data-testid="revoke-admin"
      >
        {t('admins.revoke')}
      </Button>
    </Group>
  );
}
