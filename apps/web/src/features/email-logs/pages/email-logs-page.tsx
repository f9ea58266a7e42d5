import { Stack } from '@mantine/core';
import type { EmailLog } from '@opencall/shared/email-logs';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageSection } from '../../../ui/page-section';
import { PagedList, pagedRows } from '../../../ui/paged-list';
import { SearchInput, useSearch } from '../../../ui/search-input';
import { showToast } from '../../../ui/toasts';
import { EmailLogDrawer } from '../components/email-log-drawer';
import { EmailLogFilterFields } from '../components/email-log-filters';
import { EmailLogTable } from '../components/email-log-table';
import { type EmailLogFilters, useEmailLogs, useEmailLogTemplates, useResendEmail } from '../hooks/use-email-logs';

type Choices = Omit<EmailLogFilters, 'search'>;

/** SPEC `admin/logs`: every e-mail the platform sent, searchable; one opens with its content and can go again. */
export function EmailLogsPage() {
  const { t } = useTranslation('emailLogs');
  useDocumentTitle(t('title'));
  const search = useSearch();
  const [choices, setChoices] = useState<Choices>({ status: '', template: '', from: '', to: '' });
  const list = useEmailLogs({ ...choices, search: search.applied });
  const templates = useEmailLogTemplates();
  const resend = useResendEmail();
  const [open, setOpen] = useState<EmailLog | null>(null);
  const [resending, setResending] = useState<EmailLog | null>(null);
  // The texts stay while the confirmation fades out.
  const lastResending = useRef<EmailLog | null>(null);
  if (resending) lastResending.current = resending;
  const { rows, total } = pagedRows(list.data);
  const filtered = Boolean(search.applied) || Object.values(choices).some(Boolean);

  async function confirmResend() {
    if (!resending) return;
    try {
      await resend.mutateAsync(resending.id);
      showToast({ type: 'success', message: t('resend.done', { to: resending.to }) });
      setOpen(null);
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  const shown = lastResending.current;
  return (
    <PageSection title={t('title')} description={t('intro')} testId="email-logs-page">
      <Stack gap="sm">
        <SearchInput
          {...search.input}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          maw="24rem"
          testId="email-search"
        />
        <EmailLogFilterFields values={choices} templates={templates.data ?? []} onChange={setChoices} />
      </Stack>
      <PagedList
        list={list}
        shown={rows.length}
        failedTitle={t('list.loadFailed')}
        empty={{
          title: filtered ? t('list.noMatch') : t('list.empty'),
          description: filtered ? t('list.noMatchHint') : t('list.emptyHint'),
          testId: 'email-logs-empty',
        }}
        countLabel={t('list.count', { shown: rows.length, total })}
        moreLabel={t('list.loadMore')}
        testId="email-logs"
      >
        <EmailLogTable emails={rows} onOpen={setOpen} />
      </PagedList>
      <EmailLogDrawer email={open} onClose={() => setOpen(null)} onResend={setResending} />
      <ConfirmModal
        opened={resending !== null}
        onClose={() => setResending(null)}
        title={t('resend.title')}
        message={t('resend.message', { subject: shown?.subject ?? '', to: shown?.to ?? '' })}
        confirmLabel={t('resend.confirm')}
        onConfirm={confirmResend}
      />
    </PageSection>
  );
}
