import { Modal, Stack, Text } from '@mantine/core';
import { ADMIN_ROLE_KEYS, type RoleKey } from '@opencall/shared/auth';
import type { UserListItem } from '@opencall/shared/users';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { displayName } from '../../../lib/display-name';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { ModalFooter } from '../../../ui/modal-footer';
import { showToast } from '../../../ui/toasts';
import { useUpdateAdminRoles } from '../hooks/use-update-admin-roles';
import { RoleCheckboxes } from './role-checkboxes';

const isAdminRole = (role: string): role is RoleKey => (ADMIN_ROLE_KEYS as readonly string[]).includes(role);

function EditRolesForm({ member, onDone }: { member: UserListItem; onDone: () => void }) {
  const { t } = useTranslation('users');
  const updateRoles = useUpdateAdminRoles();
  const [roles, setRoles] = useState<RoleKey[]>(member.roles.filter(isAdminRole));
  const [rolesError, setRolesError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) {
      setRolesError(t('admins.rolesRequired'));
      return;
    }
    setFormError(null);
    // Roles outside the back office (jury, applicant…) stay as they are.
    const kept = member.roles.filter((role) => !isAdminRole(role)) as RoleKey[];
    try {
      await updateRoles.mutateAsync({ userId: member.id, roleKeys: [...roles, ...kept] });
      showToast({ type: 'success', message: t('admins.rolesSaved', { name: displayName(member) }) });
      onDone();
    } catch (error) {
      const isOwnAccess = error instanceof ApiError && error.code === 'cannot_change_own_access';
      setFormError(isOwnAccess ? t('errors:cannot_change_own_access') : apiErrorMessage(error, t));
      showToast({ type: 'error', message: t('admins.rolesFailed') });
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="edit-roles-form">
      <Stack gap="md">
        <Text size="sm">{t('admins.editRolesIntro', { name: displayName(member), email: member.email })}</Text>
        <FormError>{formError}</FormError>
        <RoleCheckboxes
          value={roles}
          onChange={(next) => {
            setRoles(next);
            setRolesError(undefined);
          }}
          error={rolesError}
        />
        <ModalFooter submitLabel={t('admins.saveRoles')} onCancel={onDone} busy={updateRoles.isPending} />
      </Stack>
    </form>
  );
}

/** Changes the back-office roles of one administrator. */
export function EditRolesModal({ member, onClose }: { member: UserListItem | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  // The title stays while the modal fades out after `member` went back to null.
  const shown = useRef(member);
  if (member) shown.current = member;
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={shown.current ? t('admins.editRolesTitle', { name: displayName(shown.current) }) : ''}
      size="31.25rem"
      centered
    >
      {member && <EditRolesForm key={member.id} member={member} onDone={onClose} />}
    </Modal>
  );
}
