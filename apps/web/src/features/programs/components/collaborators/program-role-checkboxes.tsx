import { PROGRAM_ROLE_KEYS, type ProgramRoleKey } from '@opencall/shared/programs';
import { useTranslation } from '../../../../lib/use-translation';
import { type RolesBinding, RolesField } from '../../../../ui/roles-field';

/** The roles to give someone on this program: program manager, collaborator, jury. */
export function ProgramRoleCheckboxes(binding: RolesBinding<ProgramRoleKey>) {
  const { t } = useTranslation('programs');
  const roles = PROGRAM_ROLE_KEYS.map((key) => ({
    key,
    label: t(`collaborators.roles.${key}`),
    description: t(`collaborators.roleDescriptions.${key}`),
  }));
  return (
    <RolesField {...binding} roles={roles} label={t('collaborators.rolesLabel')} testId="program-role-checkboxes" />
  );
}
