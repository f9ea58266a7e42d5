import { Button, Checkbox, Code, Stack, Table, Text } from '@mantine/core';
import { ALL_PERMISSIONS, PERMISSIONS, ROLE_KEYS, type Role } from '@opencall/shared/auth';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';
import { useUpdateRole } from '../hooks/use-update-role';
import { permissionLabel, roleLabel } from '../labels';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

function sortRoles(roles: readonly Role[]): Role[] {
  const rank = (role: Role) => {
    const index = (ROLE_KEYS as readonly string[]).indexOf(role.key);
    return index === -1 ? ROLE_KEYS.length : index;
  };
  return [...roles].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Roles in columns, permissions in rows: tick, then save each role on its own. */
export function PermissionsMatrix({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('users');
  const updateRole = useUpdateRole();
  const [drafts, setDrafts] = useState<Record<string, string[]>>({});
  const [savingId, setSavingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Role | null>(null);
  const columns = sortRoles(roles);
  const extra = roles.flatMap((role) => role.permissions).filter((p) => !(ALL_PERMISSIONS as string[]).includes(p));
  const rows = [...ALL_PERMISSIONS, ...new Set(extra)];
  const permissionsOf = (role: Role) => drafts[role.id] ?? role.permissions;
  const isDirty = (role: Role) => !sameSet(permissionsOf(role), role.permissions);

  const toggle = (role: Role, permission: string, isChecked: boolean) => {
    const current = permissionsOf(role);
    setDrafts((previous) => ({
      ...previous,
      [role.id]: isChecked ? [...current, permission] : current.filter((p) => p !== permission),
    }));
  };

  const save = async (role: Role) => {
    setSavingId(role.id);
    const name = roleLabel(t, role.key, role.name);
    try {
      const permissions = rows.filter((permission) => permissionsOf(role).includes(permission));
      await updateRole.mutateAsync({ roleId: role.id, permissions });
      setDrafts(({ [role.id]: _saved, ...rest }) => rest);
      showToast({ type: 'success', message: t('permissions.saved', { role: name }) });
    } catch (error) {
      showToast({
        type: 'error',
        title: t('permissions.saveFailed', { role: name }),
        message: apiErrorMessage(error, t),
      });
      throw error;
    } finally {
      setSavingId(null);
    }
  };

  const requestSave = (role: Role) => {
    const losesBackOffice =
      role.key === 'platform_admin' &&
      role.permissions.includes(PERMISSIONS.backOfficeAccess) &&
      !permissionsOf(role).includes(PERMISSIONS.backOfficeAccess);
    if (losesBackOffice) setConfirming(role);
    else void save(role).catch(() => undefined);
  };

  return (
    <>
      <Table.ScrollContainer minWidth={880}>
        <Table withTableBorder withColumnBorders striped verticalSpacing="xs" data-testid="permissions-table">
          <Table.Caption>{t('permissions.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('permissions.permission')}</Table.Th>
              {columns.map((role) => (
                <Table.Th key={role.id} scope="col" ta="center" fz="sm" w="7.5rem" data-role={role.key}>
                  {roleLabel(t, role.key, role.name)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((permission) => (
              <Table.Tr key={permission}>
                <Table.Th scope="row" fw={500}>
                  <Stack gap={2}>
                    <Text size="sm">{permissionLabel(t, permission)}</Text>
                    <Code fz={11} c="dimmed" bg="transparent" p={0} style={{ wordBreak: 'break-all' }}>
                      {permission}
                    </Code>
                  </Stack>
                </Table.Th>
                {columns.map((role) => (
                  <Table.Td key={role.id} ta="center">
                    <Checkbox
                      styles={{ body: { justifyContent: 'center' } }}
                      checked={permissionsOf(role).includes(permission)}
                      onChange={(event) => toggle(role, permission, event.currentTarget.checked)}
                      aria-label={t('permissions.toggle', {
                        permission: permissionLabel(t, permission),
                        role: roleLabel(t, role.key, role.name),
                      })}
                      data-permission={permission}
                      data-role={role.key}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('permissions.saveRow')}</Table.Th>
              {columns.map((role) => (
                <Table.Td key={role.id} ta="center">
                  <Button
                    size="compact-sm"
                    disabled={!isDirty(role)}
                    loading={savingId === role.id}
                    onClick={() => requestSave(role)}
                    aria-label={t('permissions.saveFor', { role: roleLabel(t, role.key, role.name) })}
                    data-testid={`save-role-${role.key}`}
                  >
                    {t('permissions.save')}
                  </Button>
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('permissions.confirmBackOfficeTitle')}
        message={t('permissions.confirmBackOfficeMessage')}
        confirmLabel={t('permissions.confirmBackOffice')}
        onConfirm={() => (confirming ? save(confirming) : undefined)}
      />
    </>
  );
}
