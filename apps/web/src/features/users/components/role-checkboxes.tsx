import { Checkbox, Stack } from '@mantine/core';
import { ADMIN_ROLE_KEYS, type RoleKey } from '@opencall/shared/auth';
import { useTranslation } from '../../../lib/use-translation';
import { roleLabel } from '../labels';

/** The back-office roles to give someone: platform administrator, program manager, collaborator. */
export function RoleCheckboxes({
  value,
  onChange,
  error,
}: {
  value: RoleKey[];
  onChange: (value: RoleKey[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('users');
  return (
    <Checkbox.Group
      label={t('admins.rolesLabel')}
      description={t('admins.rolesDescription')}
      value={value}
      onChange={(next) => onChange(next as RoleKey[])}
      error={error}
      withAsterisk
      data-testid="role-checkboxes"
    >
      <Stack gap="sm" mt="xs">
        {ADMIN_ROLE_KEYS.map((key) => (
          <Checkbox
            key={key}
            value={key}
            label={roleLabel(t, key)}
            description={t(`roleDescriptions.${key}`)}
            name="roles"
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
