import { Button } from '@mantine/core';
import { decisionsApi, responsesApi } from '@opencall/shared/applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeyOf } from '../../../lib/query-cache';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';

/** The program's decisions the applicants have not been told yet. */
export function usePendingDecisions(programId: string) {
  return useQuery({
    queryKey: queryKeyOf(decisionsApi.pending, { programId }),
    queryFn: async ({ signal }) => (await callApi(decisionsApi.pending, { params: { programId } }, { signal })).data,
  });
}

/**
 * "Release the decisions (N)": confirmed first, then every pending decision reaches its applicant,
 * on their application page and by e-mail in their language. Absent while nothing waits.
 */
export function ReleaseDecisionsButton({ programId, canManage }: { programId: string; canManage: boolean }) {
  const { t } = useTranslation('responses');
  const queryClient = useQueryClient();
  const pending = usePendingDecisions(programId);
  const [confirming, setConfirming] = useState(false);
  const release = useMutation({
    mutationFn: async () => (await callApi(decisionsApi.release, { params: { programId }, body: { all: true } })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(decisionsApi.pending) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(responsesApi.get) }),
      ]),
  });
  const counts = pending.data;
  if (!canManage || !counts || counts.pending === 0) return null;
  return (
    <>
      <Button variant="light" onClick={() => setConfirming(true)} data-testid="release-decisions">
        {t('decisions.release', { count: String(counts.pending) })}
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('decisions.releaseTitle', { count: String(counts.pending) })}
        message={t('decisions.releaseMessage', {
          accepted: String(counts.accepted),
          waitlist: String(counts.waitlist),
          rejected: String(counts.rejected),
        })}
        confirmLabel={t('decisions.releaseConfirm')}
        onConfirm={async () => {
          try {
            const { released } = await release.mutateAsync();
            showToast({ type: 'success', message: t('decisions.released', { count: String(released) }) });
          } catch (error) {
            showToast({ type: 'error', message: apiErrorMessage(error, t) });
            throw error;
          }
        }}
      />
    </>
  );
}
