import { Alert, FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import type { ImportFileBody } from '@opencall/shared/applications';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { localFileProblem, readAsBase64 } from './import-file';

interface FileStepProps {
  /** Sends the file for its preview; rejects with the server's error. */
  onFile: (file: ImportFileBody) => Promise<unknown>;
  isReading: boolean;
  error: unknown;
}

/** Step 1: the organizer picks a CSV or XLSX file; it is read at once and previewed by the server. */
export function FileStep({ onFile, isReading, error }: FileStepProps) {
  const { t } = useTranslation('imports');
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  async function choose(chosen: File | null) {
    setFile(chosen);
    setLocalError(null);
    if (!chosen) return;
    const problem = localFileProblem(chosen);
    if (problem) {
      setLocalError(t(`file.${problem}`));
      return;
    }
    let contentBase64: string;
    try {
      contentBase64 = await readAsBase64(chosen);
    } catch {
      setLocalError(t('file.readFailed'));
      return;
    }
    // The server's refusal shows below (from the mutation); nothing else to do here.
    await onFile({ filename: chosen.name, contentBase64 }).catch(() => undefined);
  }

  return (
    <Stack gap="md" maw="40rem" data-testid="import-file-step">
      <FileInput
        label={t('file.label')}
        description={t('file.description')}
        placeholder={t('file.placeholder')}
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        disabled={isReading}
        error={localError}
        data-testid="import-file-input"
      />
      {isReading && (
        <Group gap="sm" role="status" data-testid="import-file-reading">
          <Loader size="sm" />
          <Text size="sm">{t('file.reading')}</Text>
        </Group>
      )}
      {Boolean(error) && !isReading && (
        <Alert color="red" role="alert" title={t('file.failed')} data-testid="import-file-error">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
    </Stack>
  );
}
