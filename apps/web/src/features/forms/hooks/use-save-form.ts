import { formsApi } from '@opencall/shared/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeyOf } from '../../../lib/query-cache';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { toFields } from '../draft-fields';
import { type DraftActions, type FormDraft, prunedTranslations } from './use-form-draft';

/** Saves title, fields and translations over the loaded version; a newer one answers 409. */
export function useSaveForm(programId: string, formId: string, actions: DraftActions) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (draft: FormDraft) =>
      callApi(formsApi.save, {
        params: { programId, formId },
        body: {
          title: draft.title.trim(),
          fields: toFields(draft.fields),
          translations: prunedTranslations(draft),
          version: draft.version,
        },
      }).then((r) => r.data),
    onSuccess: (saved) => {
      actions.saved(saved.version);
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(formsApi.list), refetchType: 'none' });
      showToast({ type: 'success', message: t('builder.savedToast') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'version_conflict') return;
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    },
  });
  const error = mutation.error;
  const conflict =
    error instanceof ApiError && error.code === 'version_conflict'
      ? Number((error.details as { currentVersion?: number } | null)?.currentVersion ?? 0)
      : null;
  return { ...mutation, conflict };
}
