import { type FormSummary, formsApi } from '@opencall/shared/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeyOf } from '../../../lib/query-cache';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';

function useRefreshForms() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(formsApi.list), refetchType: 'all' }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(formsApi.listTrash), refetchType: 'all' }),
    ]);
}

export function useCreateForm(programId: string) {
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (title: string) => callApi(formsApi.create, { params: { programId }, body: { title } }),
    onSuccess: () => refresh(),
  });
}

export function useDuplicateForm(programId: string) {
  const { t } = useTranslation('forms');
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: ({ form, title }: { form: FormSummary; title: string }) =>
      callApi(formsApi.duplicate, { params: { programId, formId: form.id }, body: { title } }),
    onSuccess: async (_copy, { title }) => {
      await refresh();
      showToast({ type: 'success', message: t('list.duplicated', { title }) });
    },
  });
}

/** Trash, restore or delete for good, with a toast either way. */
export function useFormTrashAction() {
  const { t } = useTranslation('forms');
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: ({
      action,
      formId,
      programId,
    }: {
      action: 'trash' | 'restore' | 'destroy';
      formId: string;
      programId: string;
    }) =>
      action === 'trash'
        ? callApi(formsApi.remove, { params: { programId, formId } })
        : action === 'restore'
          ? callApi(formsApi.restore, { params: { formId } })
          : callApi(formsApi.destroy, { params: { formId } }),
    onSuccess: async (_r, { action }) => {
      await refresh();
      showToast({ type: 'success', message: t(`done.${action}`) });
    },
    onError: (error) => showToast({ type: 'error', message: apiErrorMessage(error, t) }),
  });
}
