import { Checkbox, Stack } from '@mantine/core';
import { PROGRAM_ROLE_KEYS, type ProgramRoleKey } from '@opencall/shared/programs';
import { useTranslation } from '../../../../lib/use-translation';

/** The roles to give someone on this program: program manager, collaborator, jury. */
export function ProgramRoleCheckboxes({
  value,
  onChange,
  error,
}: {
  value: ProgramRoleKey[];
  onChange: (value: ProgramRoleKey[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('programs');
  return (
    <Checkbox.Group
      label={t('collaborators.rolesLabel')}
      value={value}
      onChange={(next) => onChange(next as ProgramRoleKey[])}
      error={error}
      withAsterisk
      data-testid="program-role-checkboxes"
    >
      <Stack gap="sm" mt="xs">
        {PROGRAM_ROLE_KEYS.map((key) => (
          <Checkbox
            key={key}
            value={key}
            label={t(`collaborators.roles.${key}`)}
            description={t(`collaborators.roleDescriptions.${key}`)}
            name="roles"
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
