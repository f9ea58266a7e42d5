import { Alert, Button, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDateTime } from '@opencall/shared/i18n';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';
import { useMyDeletionRequest, useRequestAccountDeletion } from '../hooks/use-account-settings';
import { SettingsCard } from './settings-card';

/** "Delete my account": files a request the platform's administrators process (home/account-deletion). */
export function DeletionSection() {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  const mine = useMyDeletionRequest();
  const request = useRequestAccountDeletion();
  const [reason, setReason] = useState('');
  const [isConfirmOpen, confirm] = useDisclosure(false);

  const send = async () => {
    try {
      await request.mutateAsync(reason.trim());
      showToast({ type: 'success', message: t('profile.deletion.filed') });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  };

  return (
    <SettingsCard
      title={t('profile.deletion.title')}
      description={t('profile.deletion.description')}
      testId="profile-deletion"
    >
      {mine.data ? (
        <Alert color="orange" variant="light" data-testid="profile-deletion-pending">
          {t('profile.deletion.pending', { date: formatDateTime(new Date(mine.data.createdAt), locale) })}
        </Alert>
      ) : (
        <>
          <Textarea
            label={t('profile.deletion.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            maw="40rem"
            data-testid="profile-deletion-reason"
          />
          <div>
            <Button
              color="red"
              variant="light"
              onClick={confirm.open}
              disabled={mine.isPending}
              data-testid="profile-deletion-open"
            >
              {t('profile.deletion.submit')}
            </Button>
          </div>
        </>
      )}
      <ConfirmModal
        opened={isConfirmOpen}
        onClose={confirm.close}
        title={t('profile.deletion.confirmTitle')}
        message={t('profile.deletion.confirmMessage')}
        confirmLabel={t('profile.deletion.confirm')}
        onConfirm={send}
      />
    </SettingsCard>
  );
}
