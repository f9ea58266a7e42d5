import { Modal, Stack, Text } from '@mantine/core';
import type { Collaborator, ProgramRoleKey } from '@opencall/shared/programs';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { FormError } from '../../../../ui/form-error';
import { ModalFooter } from '../../../../ui/modal-footer';
import { useModalSave } from '../../../../ui/modal-save';
import { ProgramRoleCheckboxes } from './program-role-checkboxes';

/** Changes the roles a collaborator holds on the program; give a new `key` per opening. */
export function EditCollaboratorRolesModal({
  collaborator,
  onClose,
  onSave,
}: {
  collaborator: Collaborator | null;
  onClose: () => void;
  onSave: (collaborator: Collaborator, roleKeys: ProgramRoleKey[]) => Promise<unknown>;
}) {
  const { t } = useTranslation('programs');
  const [roles, setRoles] = useState<ProgramRoleKey[]>(collaborator?.roles ?? []);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const { saving, save, close } = useModalSave(onClose);
  const name = collaborator ? collaborator.name || collaborator.email : '';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!collaborator) return;
    if (roles.length === 0) {
      setError(t('collaborators.rolesRequired'));
      return;
    }
    await save(
      () => onSave(collaborator, roles),
      (failure) => setFormError(apiErrorMessage(failure, t)),
    );
  }

  return (
    <Modal opened={collaborator !== null} onClose={close} title={t('collaborators.editTitle', { name })} centered>
      <form onSubmit={handleSubmit} noValidate data-testid="collaborator-roles-form">
        <Stack gap="md">
          <FormError>{formError}</FormError>
          <Text size="sm" c="dimmed">
            {collaborator?.email}
          </Text>
          <ProgramRoleCheckboxes
            value={roles}
            onChange={(next) => {
              setRoles(next);
              setError(undefined);
            }}
            error={error}
          />
          <ModalFooter
            submitLabel={t('actions.save')}
            onCancel={onClose}
            busy={saving}
            testId="collaborator-roles-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
