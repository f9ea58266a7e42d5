import { Modal } from '@mantine/core';
import { isAcceptableEmail } from '@opencall/shared/auth';
import type { InviteCollaboratorBody, ProgramRoleKey } from '@opencall/shared/programs';
import { useState } from 'react';
import { apiErrorMessage, fieldErrorOf } from '../../../../lib/api-error-message';
import { useFormFields } from '../../../../lib/use-form-fields';
import { useTranslation } from '../../../../lib/use-translation';
import { InviteForm, invitationOf } from '../../../../ui/invitee-fields';
import { ModalFooter } from '../../../../ui/modal-footer';
import { ProgramRoleCheckboxes } from './program-role-checkboxes';

type InviteFields = { email: string; firstname: string; lastname: string; roles: ProgramRoleKey[] };

function InviteCollaboratorForm({
  onDone,
  onInvite,
}: {
  onDone: () => void;
  onInvite: (body: InviteCollaboratorBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('programs');
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useFormFields<InviteFields>(
    { email: '', firstname: '', lastname: '', roles: [] },
    {
      email: (value) => {
        if (!value.trim()) return t('auth:validation.required');
        return isAcceptableEmail(value, []) ? null : t('errors:email_not_accepted');
      },
      roles: (value) => (value.length > 0 ? null : t('collaborators.rolesRequired')),
    },
  );

  const handleValid = async (values: InviteFields) => {
    setFormError(null);
    setSaving(true);
    try {
      await onInvite(invitationOf(values));
      onDone();
    } catch (error) {
      const fieldError = fieldErrorOf(error, t);
      if (fieldError?.field === 'email') form.setFieldError('email', fieldError.message);
      else setFormError(apiErrorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <InviteForm
      onSubmit={form.onSubmit(handleValid)}
      formError={formError}
      labels={{
        email: t('collaborators.email'),
        firstnameOptional: t('collaborators.firstnameOptional'),
        lastnameOptional: t('collaborators.lastnameOptional'),
      }}
      inputProps={form.inputProps}
      testId="invite-collaborator-form"
    >
      <ProgramRoleCheckboxes
        value={form.values.roles}
        onChange={(roles) => form.setValue('roles', roles)}
        error={form.errors.roles}
      />
      <ModalFooter
        submitLabel={t('collaborators.sendInvitation')}
        onCancel={onDone}
        busy={saving}
        testId="invite-collaborator-submit"
      />
    </InviteForm>
  );
}

/** Invites a person to the program by email; someone new sets their password from the emailed link. */
export function InviteCollaboratorModal({
  opened,
  onClose,
  onInvite,
}: {
  opened: boolean;
  onClose: () => void;
  onInvite: (body: InviteCollaboratorBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('programs');
  return (
    <Modal opened={opened} onClose={onClose} title={t('collaborators.inviteTitle')} size="31.25rem" centered>
      <InviteCollaboratorForm onDone={onClose} onInvite={onInvite} />
    </Modal>
  );
}
