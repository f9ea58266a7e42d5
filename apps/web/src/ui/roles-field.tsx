import { Checkbox, Stack } from '@mantine/core';

/** What a form binds to a RolesField: the keys ticked, how they change, the error under the group. */
export interface RolesBinding<K extends string> {
  value: K[];
  onChange: (value: K[]) => void;
  error?: string;
}

/** The roles to give someone, one checkbox each with what it allows; at least one is required. */
export function RolesField<K extends string>({
  roles,
  label,
  description,
  value,
  onChange,
  error,
  testId,
}: RolesBinding<K> & {
  roles: readonly { key: K; label: string; description: string }[];
  label: string;
  description?: string;
  testId: string;
}) {
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(next as K[])}
      error={error}
      withAsterisk
      data-testid={testId}
    >
      <Stack gap="sm" mt="xs">
        {roles.map((role) => (
          <Checkbox key={role.key} value={role.key} label={role.label} description={role.description} name="roles" />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
