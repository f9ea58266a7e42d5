import { Modal } from '@mantine/core';
import { isAcceptableEmail, normalizeEmail, type RoleKey } from '@opencall/shared/auth';
import { useState } from 'react';
import { apiErrorMessage, fieldErrorOf } from '../../../lib/api-error-message';
import { useSession } from '../../../lib/session/use-session';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { InviteForm, invitationOf } from '../../../ui/invitee-fields';
import { ModalFooter } from '../../../ui/modal-footer';
import { showToast } from '../../../ui/toasts';
import { useInviteAdmin } from '../hooks/use-invite-admin';
import { RoleCheckboxes } from './role-checkboxes';

type InviteFields = { email: string; firstname: string; lastname: string; roles: RoleKey[] };

function InviteAdminForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('users');
  const { user } = useSession();
  const invite = useInviteAdmin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormFields<InviteFields>(
    { email: '', firstname: '', lastname: '', roles: [] },
    {
      email: (value) => {
        if (!value.trim()) return t('auth:validation.required');
        if (!isAcceptableEmail(value, [])) return t('errors:email_not_accepted');
        // Inviting oneself would replace one's own roles: that is for another administrator to do.
        return user && normalizeEmail(value) === normalizeEmail(user.email)
          ? t('errors:cannot_change_own_access')
          : null;
      },
      roles: (value) => (value.length > 0 ? null : t('admins.rolesRequired')),
    },
  );

  const handleValid = async (values: InviteFields) => {
    setFormError(null);
    const email = values.email.trim();
    try {
      await invite.mutateAsync(invitationOf(values));
      showToast({ type: 'success', message: t('admins.invited', { email }) });
      onDone();
    } catch (error) {
      const fieldError = fieldErrorOf(error, t);
      if (fieldError?.field === 'email') form.setFieldError('email', fieldError.message);
      else setFormError(apiErrorMessage(error, t));
      showToast({ type: 'error', message: t('admins.inviteFailed') });
    }
  };

  return (
    <InviteForm
      onSubmit={form.onSubmit(handleValid)}
      formError={formError}
      labels={{
        email: t('admins.email'),
        firstnameOptional: t('admins.firstnameOptional'),
        lastnameOptional: t('admins.lastnameOptional'),
      }}
      inputProps={form.inputProps}
      testId="invite-admin-form"
    >
      <RoleCheckboxes
        value={form.values.roles}
        onChange={(roles) => form.setValue('roles', roles)}
        error={form.errors.roles}
      />
      <ModalFooter submitLabel={t('admins.sendInvitation')} onCancel={onDone} busy={invite.isPending} />
    </InviteForm>
  );
}

/** Invites a person by email with back-office roles; they set their password from the emailed link. */
export function InviteAdminModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Modal opened={opened} onClose={onClose} title={t('admins.inviteTitle')} size="31.25rem" centered>
      <InviteAdminForm onDone={onClose} />
    </Modal>
  );
}
