import {
  moveProgram,
  type Program,
  programsApi,
  programTrashApi,
  removeDeletedProgram,
} from '@opencall/shared/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { type ProgramListView, updateProgramBuckets } from '../program-cache';

type Action = 'archive' | 'reactivate' | 'trash' | 'restore' | 'destroy';

function run(action: Action, program: Program): Promise<Program | null> {
  const params = { programId: program.id };
  switch (action) {
    case 'archive':
      return callApi(programsApi.changeStatus, { params, body: { status: 'archived' } }).then((r) => r.data);
    case 'reactivate':
      return callApi(programsApi.changeStatus, { params, body: { status: 'active' } }).then((r) => r.data);
    case 'trash':
      return callApi(programsApi.moveToTrash, { params }).then((r) => r.data);
    case 'restore':
      return callApi(programTrashApi.restore, { params }).then((r) => r.data);
    case 'destroy':
      return callApi(programTrashApi.deleteForever, { params }).then(() => null);
  }
}

/** Archive, reactivate, trash, restore or delete for good; the cached buckets follow (SPEC §4). */
export function useProgramAction(view: ProgramListView) {
  const { t } = useTranslation('programs');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, program }: { action: Action; program: Program }) => run(action, program),
    onSuccess: (updated, { action, program }) => {
      updateProgramBuckets(queryClient, view, (buckets) =>
        updated
          ? moveProgram(buckets, updated, program.status, updated.status)
          : removeDeletedProgram(buckets, program.id),
      );
      showToast({ type: 'success', message: t(`actions.done.${action}`, { title: program.title || program.slug }) });
    },
    onError: (error) => showToast({ type: 'error', message: apiErrorMessage(error, t) }),
  });
}
