import { Badge } from '@mantine/core';
import type { UserListItem } from '@opencall/shared/users';
import { useTranslation } from '../../../lib/use-translation';

const COLORS: Record<UserListItem['status'], string> = { active: 'teal', invited: 'blue', revoked: 'gray' };

export function MemberStatusBadge({ status }: { status: UserListItem['status'] }) {
  const { t } = useTranslation('users');
  return (
    <Badge color={COLORS[status]} variant="light" miw="max-content" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
