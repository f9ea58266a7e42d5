import { Box, Center, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { EmailPreview, RenderEmailTemplateBody } from '@opencall/shared/emails';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { usePreviewApplications } from '../hooks/use-email-templates';

/**
 * The e-mail as an applicant would get it, filled from a real application of the program (the
 * latest submitted unless another is chosen), shown in a sandboxed frame: nothing in it runs.
 */
export function PreviewModal({
  opened,
  onClose,
  programId,
  render,
}: {
  opened: boolean;
  onClose: () => void;
  programId: string;
  render: (body: Pick<RenderEmailTemplateBody, 'applicationId'>) => Promise<EmailPreview>;
}) {
  const { t } = useTranslation('emailTemplates');
  const applications = usePreviewApplications(programId, opened);
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const renderRef = useLatest(render);

  useEffect(() => {
    if (!opened) return;
    let current = true;
    setError(null);
    renderRef
      .current(applicationId ? { applicationId } : {})
      .then((result) => {
        if (!current) return;
        setPreview(result);
        if (!applicationId && result.applicationId) setApplicationId(result.applicationId);
      })
      .catch((caught: unknown) => current && setError(apiErrorMessage(caught, t)));
    return () => {
      current = false;
    };
  }, [opened, applicationId, renderRef, t]);

  const options = (applications.data ?? []).map((row) => ({
    value: row.id,
    label: `${row.id.replace(/-/g, '').slice(0, 8).toUpperCase()} — ${row.applicant?.name || row.applicant?.email || ''}`,
  }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('preview.title')} size="50rem" data-testid="email-preview-modal">
      <Stack gap="sm">
        <Select
          label={t('preview.application')}
          placeholder={t('preview.noApplication')}
          data={options}
          value={applicationId}
          onChange={setApplicationId}
          searchable
          nothingFoundMessage={t('preview.noApplication')}
          data-testid="email-preview-application"
        />
        {!preview?.applicationId && preview && (
          <Text size="sm" c="dimmed">
            {t('preview.examples')}
          </Text>
        )}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {t('preview.failed')} {error}
          </Text>
        )}
        {!preview && !error && (
          <Center role="status" aria-label={t('preview.loading')} py="xl">
            <Loader />
          </Center>
        )}
        {preview && (
          <>
            <Text size="sm">
              <Text span fw={600}>
                {t('preview.subject')}
              </Text>{' '}
              <span data-testid="email-preview-subject">{preview.subject}</span>
            </Text>
            <Box
              component="iframe"
              title={t('preview.frame')}
              sandbox=""
              srcDoc={preview.html}
              w="100%"
              h="32rem"
              style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
              data-testid="email-preview-frame"
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}

function useLatest<T>(value: T) {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
