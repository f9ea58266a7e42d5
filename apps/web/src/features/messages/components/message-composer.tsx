import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Selection } from '@opencall/shared/applications';
import type { UploadedFile } from '@opencall/shared/files';
import type { MergeField } from '@opencall/shared/messages';
import { type FormEvent, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { ModalForm } from '../../../ui/modal-form';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { showToast } from '../../../ui/toasts';
import { useMessageMutations } from '../hooks/use-messages';
import { AttachmentsField } from './attachments-field';
import { formatMoment } from './batch-list';
import { appendToHtml, MergeFieldMenu } from './merge-field-menu';

const isEmptyHtml = (html: string) => !html.replace(/<[^>]*>/g, '').trim();

/**
 * "New message" to the applications chosen in the responses table (or a whole filter): subject,
 * rich text with merge fields picked from a list, attachments, now or at a chosen moment.
 */
export function MessageComposer({
  programId,
  count,
  selection,
  opened,
  onClose,
}: {
  programId: string;
  count: number;
  selection: () => Selection;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const locale = useCurrentLocale();
  const mutations = useMessageMutations(programId);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [scheduledAt, setScheduledAt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'subject' | 'body' | 'scheduledAt', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The field the organizer last wrote in receives the merge field picked.
  const target = useRef<'subject' | 'body'>('body');
  const subjectInput = useRef<HTMLInputElement>(null);

  function insert(field: MergeField) {
    if (target.current === 'body') {
      setBody((html) => appendToHtml(html, field));
      return;
    }
    const input = subjectInput.current;
    const at = input?.selectionStart ?? subject.length;
    setSubject((text) => `${text.slice(0, at)}{{${field}}}${text.slice(at)}`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const moment = when === 'later' && scheduledAt ? new Date(scheduledAt) : null;
    const found = {
      ...(!subject.trim() && { subject: t('composer.required') }),
      ...(isEmptyHtml(body) && { body: t('composer.required') }),
      ...(when === 'later' && !moment && { scheduledAt: t('composer.required') }),
      ...(moment && moment.getTime() <= Date.now() && { scheduledAt: t('composer.pastDate') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await mutations.send.mutateAsync({
        subject: subject.trim(),
        body,
        attachments: files.map((file) => file.id),
        scheduledAt: moment ? moment.toISOString() : null,
        recipients: selection(),
      });
      showToast({
        type: 'success',
        message:
          data.status === 'scheduled' && data.scheduledAt
            ? t('composer.scheduled', { date: formatMoment(locale, data.scheduledAt) })
            : t('composer.sending', { count: String(data.total) }),
      });
      onClose();
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    }
  }

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      saving={mutations.send.isPending}
      title={t('composer.title', { count: String(count) })}
      onSubmit={submit}
      submitLabel={when === 'later' ? t('composer.schedule') : t('composer.send')}
      submitTestId="message-send"
      testId="message-composer"
      modalProps={{ size: 'lg' }}
    >
      <FormError>{failure}</FormError>
      <TextInput
        ref={subjectInput}
        label={t('composer.subject')}
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
        onFocus={() => {
          target.current = 'subject';
        }}
        error={errors.subject}
        required
        maxLength={200}
        data-autofocus
        data-testid="message-subject"
      />
      <Stack gap={4} onFocusCapture={() => (target.current = 'body')}>
        <RichTextField
          label={t('composer.body')}
          description={t('composer.bodyHint')}
          value={body}
          onChange={setBody}
          error={errors.body}
          required
          testId="message-body"
        />
      </Stack>
      <MergeFieldMenu onPick={insert} />
      <AttachmentsField files={files} onChange={setFiles} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="message-when-label">
          {t('composer.when')}
        </Text>
        <SegmentedControl
          aria-labelledby="message-when-label"
          value={when}
          onChange={(value) => setWhen(value as 'now' | 'later')}
          data={[
            { value: 'now', label: t('composer.now') },
            { value: 'later', label: t('composer.later') },
          ]}
          data-testid="message-when"
        />
      </Stack>
      {when === 'later' && (
        <TextInput
          type="datetime-local"
          label={t('composer.scheduledAt')}
          value={scheduledAt}
          onChange={(event) => setScheduledAt(event.currentTarget.value)}
          error={errors.scheduledAt}
          required
          data-testid="message-scheduled-at"
        />
      )}
    </ModalForm>
  );
}
