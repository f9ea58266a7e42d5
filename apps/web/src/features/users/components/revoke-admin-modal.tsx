import type { UserListItem } from '@opencall/shared/users';
import { useRef } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { displayName } from '../../../lib/display-name';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';
import { useRevokeAdmin } from '../hooks/use-revoke-admin';

/** Withdraws someone's access after they type the person's email, as the confirmation text. */
export function RevokeAdminModal({ member, onClose }: { member: UserListItem | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const revoke = useRevokeAdmin();
  // The texts stay while the modal fades out after `member` went back to null.
  const shown = useRef(member);
  if (member) shown.current = member;
  const name = shown.current ? displayName(shown.current) : '';

  const handleConfirm = async () => {
    if (!member) return;
    try {
      await revoke.mutateAsync(member.id);
      showToast({ type: 'success', message: t('admins.revoked', { name }) });
    } catch (error) {
      showToast({ type: 'error', title: t('admins.revokeFailed'), message: apiErrorMessage(error, t) });
      throw error;
    }
  };

  return (
    <ConfirmModal
      opened={member !== null}
      onClose={onClose}
      title={t('admins.revokeTitle', { name })}
      message={t('admins.revokeMessage', { name, email: shown.current?.email ?? '' })}
      confirmText={shown.current?.email ?? true}
      confirmLabel={t('admins.revoke')}
      onConfirm={handleConfirm}
    />
  );
}
