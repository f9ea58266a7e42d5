import type { UpdateProgramBody } from '@opencall/shared/programs';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { type ProgramFormField, programFormErrors } from '../program-form-errors';
import { useUpdateProgram } from './use-update-program';

export type ProgramFormErrors = Partial<Record<ProgramFormField, string>>;

/** A program settings form's errors and its save: what the page found first, then the server's answer. */
export function useProgramSettingsForm(programId: string) {
  const { t } = useTranslation('programs');
  const update = useUpdateProgram(programId);
  const [errors, setErrors] = useState<ProgramFormErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  /** Shows `found` and stops there; otherwise sends `changes` and places the server's errors on their fields. */
  async function save(found: ProgramFormErrors, changes: () => UpdateProgramBody) {
    setGeneral(null);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await update.mutateAsync(changes());
      showToast({ type: 'success', message: t('configure.saved') });
    } catch (error) {
      const mapped = programFormErrors(error, t);
      setErrors(mapped.fields);
      setGeneral(mapped.general);
      showToast({ type: 'error', message: mapped.general ?? t('configure.fixErrors') });
    }
  }

  return { errors, general, isSaving: update.isPending, save };
}
