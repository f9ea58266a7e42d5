import { ADMIN_ROLE_KEYS, type RoleKey } from '@opencall/shared/auth';
import { useTranslation } from '../../../lib/use-translation';
import { type RolesBinding, RolesField } from '../../../ui/roles-field';
import { roleLabel } from '../labels';

/** The back-office roles to give someone: platform administrator, program manager, collaborator. */
export function RoleCheckboxes(binding: RolesBinding<RoleKey>) {
  const { t } = useTranslation('users');
  const roles = ADMIN_ROLE_KEYS.map((key) => ({
    key,
    label: roleLabel(t, key),
    description: t(`roleDescriptions.${key}`),
  }));
  return (
    <RolesField
      {...binding}
      roles={roles}
      label={t('admins.rolesLabel')}
      description={t('admins.rolesDescription')}
      testId="role-checkboxes"
    />
  );
}
