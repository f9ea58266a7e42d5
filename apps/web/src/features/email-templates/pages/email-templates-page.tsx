import { Badge, Button, Grid, Group, NavLink, Select, Stack, Text, TextInput } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import {
  EMAIL_SUBJECT_MAX_LENGTH,
  type EmailTemplateDetail,
  type EmailTemplateName,
  mergeFieldToken,
  PROGRAM_EMAIL_TEMPLATES,
} from '@opencall/shared/emails';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCurrentProgram } from '../../programs';
import { MergeFieldMenu } from '../components/merge-field-menu';
import { PreviewModal } from '../components/preview-modal';
import { TemplateBodyField } from '../components/template-body-field';
import { useEmailTemplate, useEmailTemplateMutations, useEmailTemplates } from '../hooks/use-email-templates';

interface Choice {
  template: EmailTemplateName;
  locale: Locale;
}

/** `admin/programs/{programSlug}/transactionnals`: the program's e-mails, edited per event and language. */
export function EmailTemplatesPage() {
  const { t } = useTranslation('emailTemplates');
  const program = useCurrentProgram();
  const languages = program.supportedLangs.length ? program.supportedLangs : [program.defaultLang];
  const [choice, setChoice] = useState<Choice>({ template: 'submission_receipt', locale: program.defaultLang });
  const [dirty, setDirty] = useState(false);
  const [asked, setAsked] = useState<Choice | null>(null);
  const list = useEmailTemplates(program.id);
  const customised = new Map((list.data ?? []).map((row) => [row.template, row.customised]));

  /** Another e-mail or language: unsaved changes are confirmed away first. */
  function choose(next: Choice) {
    if (next.template === choice.template && next.locale === choice.locale) return;
    if (dirty) setAsked(next);
    else setChoice(next);
  }

  return (
    <PageSection title={t('title')} description={t('intro')} testId="email-templates-page">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Select
              label={t('language')}
              data={languages.map((lang) => ({ value: lang, label: LOCALE_NAMES[lang] }))}
              value={choice.locale}
              allowDeselect={false}
              onChange={(value) => value && choose({ ...choice, locale: value as Locale })}
              data-testid="email-template-language"
            />
            <ListStates
              query={list}
              loadingLabel={t('loading')}
              failedTitle={t('loadFailed')}
              testId="email-templates"
            />
            <nav aria-label={t('events')}>
              <Stack gap={2} data-testid="email-template-list">
                {PROGRAM_EMAIL_TEMPLATES.map((template) => {
                  const languagesChanged = customised.get(template) ?? [];
                  const changed = languagesChanged.includes(choice.locale);
                  return (
                    <NavLink
                      key={template}
                      component="button"
                      type="button"
                      label={t(`templates.${template}`)}
                      active={template === choice.template}
                      aria-current={template === choice.template ? 'true' : undefined}
                      onClick={() => choose({ ...choice, template })}
                      rightSection={
                        changed ? (
                          <Badge size="xs" variant="light" color="teal">
                            {t('customised')}
                          </Badge>
                        ) : null
                      }
                      data-testid={`email-template-${template}`}
                    />
                  );
                })}
              </Stack>
            </nav>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TemplateEditorLoader choice={choice} onDirty={setDirty} />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={t('discard.title')}
        message={t('discard.message')}
        confirmLabel={t('discard.confirm')}
        onConfirm={() => {
          if (asked) setChoice(asked);
          setDirty(false);
          setAsked(null);
        }}
      />
    </PageSection>
  );
}

function TemplateEditorLoader({ choice, onDirty }: { choice: Choice; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('emailTemplates');
  const program = useCurrentProgram();
  const query = useEmailTemplate(program.id, choice.template, choice.locale);
  return (
    <>
      <ListStates query={query} loadingLabel={t('loading')} failedTitle={t('loadFailed')} testId="email-template" />
      {query.data && (
        <TemplateEditor
          key={`${choice.template}/${choice.locale}/${query.data.updatedAt ?? 'default'}`}
          detail={query.data}
          onDirty={onDirty}
        />
      )}
    </>
  );
}

/** What a save's 400 says, in the organizer's words: the fields it does not know. */
function saveError(error: unknown, t: (key: string, options?: Record<string, unknown>) => string) {
  if (error instanceof ApiError && error.code === 'validation_failed' && Array.isArray(error.details)) {
    const names = (error.details as { name?: string }[]).flatMap((issue) => (issue.name ? [issue.name] : []));
    if (names.length) return t('editor.unknownFields', { names: names.join(', ') });
  }
  return apiErrorMessage(error, t);
}

function TemplateEditor({ detail, onDirty }: { detail: EmailTemplateDetail; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('emailTemplates');
  const program = useCurrentProgram();
  const mutations = useEmailTemplateMutations(program.id, detail.template, detail.locale);
  const [subject, setSubject] = useState(detail.subject);
  const [body, setBody] = useState(detail.body);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [resetting, setResetting] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const dirty = touched && (subject !== detail.subject || body !== detail.body);
  const blocker = useLeaveGuard(dirty && !mutations.save.isPending);
  const busy = mutations.save.isPending || mutations.reset.isPending;
  const subjectError = !subject.trim() ? t('editor.required') : null;
  const bodyError = !body.replace(/<[^>]*>/g, '').trim() ? t('editor.required') : null;

  const change = (next: { subject?: string; body?: string }) => {
    if (next.subject !== undefined) setSubject(next.subject);
    if (next.body !== undefined) setBody(next.body);
    setTouched(true);
    onDirty(true);
  };

  /** The field goes where the caret is in the subject (at its end when it has none). */
  function insertInSubject(name: string) {
    const input = subjectRef.current;
    const token = mergeFieldToken(name);
    const start = input?.selectionStart ?? subject.length;
    const end = input?.selectionEnd ?? start;
    const next = `${subject.slice(0, start)}${token}${subject.slice(end)}`.slice(0, EMAIL_SUBJECT_MAX_LENGTH);
    change({ subject: next });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  async function save() {
    if (subjectError || bodyError) {
      setError(t('editor.incomplete'));
      return;
    }
    setError(null);
    try {
      await mutations.save.mutateAsync({ subject: subject.trim(), body });
      onDirty(false);
      showToast({ type: 'success', message: t('editor.saved') });
    } catch (caught) {
      setError(saveError(caught, t));
    }
  }

  async function sendTest() {
    try {
      const { data } = await mutations.test.mutateAsync({
        subject: subject.trim() || undefined,
        body: body || undefined,
      });
      showToast({ type: 'success', message: t('editor.testSent', { email: data.to }) });
    } catch (caught) {
      showToast({ type: 'error', message: saveError(caught, t) });
    }
  }

  async function reset() {
    try {
      await mutations.reset.mutateAsync();
      onDirty(false);
      showToast({ type: 'success', message: t('editor.resetDone') });
    } catch (caught) {
      showToast({ type: 'error', message: apiErrorMessage(caught, t) });
      throw caught;
    }
  }

  return (
    <Stack gap="md" data-testid="email-template-editor">
      <Group justify="space-between" gap="xs">
        <Text fw={600} component="h3" fz="lg" m={0}>
          {t(`templates.${detail.template}`)}
        </Text>
        <Badge variant="light" color={detail.customised ? 'teal' : 'gray'} data-testid="email-template-state">
          {detail.customised ? t('customised') : t('default')}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            ref={subjectRef}
            label={t('editor.subject')}
            value={subject}
            maxLength={EMAIL_SUBJECT_MAX_LENGTH}
            onChange={(event) => change({ subject: event.currentTarget.value.replace(/[\r\n]/g, ' ') })}
            error={touched ? subjectError : null}
            style={{ flex: 1 }}
            data-testid="email-template-subject"
          />
          <MergeFieldMenu
            fields={detail.mergeFields}
            label={t('editor.insertField')}
            testId="email-template-subject-field"
            onPick={insertInSubject}
          />
        </Group>
      </Stack>
      <TemplateBodyField
        label={t('editor.body')}
        initial={detail.body}
        onChange={(html) => change({ body: html })}
        fields={detail.mergeFields}
        error={touched ? bodyError : null}
      />
      <Text size="sm" c="dimmed">
        {t('editor.layoutHint')}
      </Text>
      {error && (
        <Text c="red.8" size="sm" role="alert" data-testid="email-template-error">
          {error}
        </Text>
      )}
      <Group gap="sm">
        <Button onClick={save} loading={mutations.save.isPending} disabled={busy} data-testid="email-template-save">
          {t('editor.save')}
        </Button>
        <Button variant="default" onClick={() => setPreviewing(true)} data-testid="email-template-preview">
          {t('editor.preview')}
        </Button>
        <Button
          variant="default"
          onClick={sendTest}
          loading={mutations.test.isPending}
          data-testid="email-template-test"
        >
          {t('editor.test')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          onClick={() => setResetting(true)}
          disabled={!detail.customised || busy}
          data-testid="email-template-reset"
        >
          {t('editor.reset')}
        </Button>
      </Group>
      <PreviewModal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        programId={program.id}
        render={async ({ applicationId }) =>
          (
            await mutations.preview.mutateAsync({
              subject: subject.trim() || undefined,
              body: body || undefined,
              ...(applicationId && { applicationId }),
            })
          ).data
        }
      />
      <ConfirmModal
        opened={resetting}
        onClose={() => setResetting(false)}
        title={t('editor.resetTitle')}
        message={t('editor.resetMessage')}
        confirmLabel={t('editor.resetConfirm')}
        onConfirm={reset}
      />
      <LeaveConfirmModal blocker={blocker} message={t('editor.leave')} />
    </Stack>
  );
}
