import { useTranslation } from '../../../lib/use-translation';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';

/** Asks before leaving the page while a legal page has unsaved texts. */
export function UnsavedPagesGuard({ isDirty }: { isDirty: boolean }) {
  const { t } = useTranslation('legal');
  const blocker = useLeaveGuard(isDirty);
  return <LeaveConfirmModal blocker={blocker} message={t('admin.leaveMessage')} />;
}
