import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserListItem } from '@opencall/shared/users';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { AdminRowActions } from '../components/admin-row-actions';
import { EditRolesModal } from '../components/edit-roles-modal';
import { InviteAdminModal } from '../components/invite-admin-modal';
import { MemberList } from '../components/member-list';
import { RevokeAdminModal } from '../components/revoke-admin-modal';

/** `admin/admins`: the people with back-office roles; invite, change roles, revoke. */
export function AdminsPage() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('admins.title'));
  const [isInviteOpen, invite] = useDisclosure(false);
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const [revoking, setRevoking] = useState<UserListItem | null>(null);

  return (
    <PageSection
      title={t('admins.title')}
      description={t('admins.description')}
      testId="admins-page"
      actions={
        <Button onClick={invite.open} data-testid="invite-admin">
          {t('admins.invite')}
        </Button>
      }
    >
      <MemberList
        scope="admins"
        caption={t('admins.title')}
        renderActions={(member, isSelf) => (
          <AdminRowActions member={member} isSelf={isSelf} onEditRoles={setEditing} onRevoke={setRevoking} />
        )}
      />
      <InviteAdminModal opened={isInviteOpen} onClose={invite.close} />
      <EditRolesModal member={editing} onClose={() => setEditing(null)} />
      <RevokeAdminModal member={revoking} onClose={() => setRevoking(null)} />
    </PageSection>
  );
}
