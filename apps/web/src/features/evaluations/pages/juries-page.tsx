import { Button, Chip, EmptyState, Group, Input, Stack, TextInput } from '@mantine/core';
import { type Locale, SUPPORTED_LOCALES } from '@opencall/shared/common';
import type { Juror } from '@opencall/shared/evaluations';
import { type FormEvent, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListStates } from '../../../ui/list-states';
import { ModalForm } from '../../../ui/modal-form';
import { useModalSave } from '../../../ui/modal-save';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram } from '../../programs';
import { AssignmentPanel } from '../components/assignment-panel';
import { ConflictList } from '../components/conflict-list';
import { InviteJurorModal } from '../components/invite-juror-modal';
import { JurorTable } from '../components/juror-table';
import { useAssignmentMutations, useSessionProgress } from '../hooks/use-assignments';
import { useJurorMutations, useJurors } from '../hooks/use-jurors';
import { useCurrentSession } from '../session-context';

type Dialog = { kind: 'invite' } | { kind: 'panel'; juror: Juror } | { kind: 'remove'; juror: Juror };

/** A juror's panel, changed in a small form; give a new `key` per opening. */
function PanelModal({
  juror,
  opened,
  onClose,
  onSave,
}: {
  juror: Juror | null;
  opened: boolean;
  onClose: () => void;
  onSave: (panel: string, languages: Locale[]) => Promise<unknown>;
}) {
  const { t } = useTranslation('evaluations');
  const [panel, setPanel] = useState(juror?.panel ?? '');
  const [languages, setLanguages] = useState<string[]>(juror?.languages ?? []);
  const [error, setError] = useState<string>();
  const { saving, save } = useModalSave(onClose);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(
      () => onSave(panel.trim(), languages as Locale[]),
      (failure) => setError(apiErrorMessage(failure, t)),
    );
  };
  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      saving={saving}
      title={t('juries.editPanelOf', { name: juror?.name || juror?.email || '' })}
      onSubmit={submit}
      submitLabel={t('form.save')}
      submitTestId="juror-panel-save"
      testId="juror-panel-modal"
    >
      <TextInput
        label={t('juries.panel')}
        description={t('juries.panelHint')}
        maxLength={80}
        data-autofocus
        value={panel}
        onChange={(event) => setPanel(event.currentTarget.value)}
        error={error}
        data-testid="juror-panel-input"
      />
      <Input.Wrapper label={t('juries.languages')} description={t('juries.languagesHint')} mt="sm">
        <Chip.Group multiple value={languages} onChange={setLanguages}>
          <Group gap={6} mt={6}>
            {SUPPORTED_LOCALES.map((lang) => (
              <Chip key={lang} value={lang} size="xs">
                {lang.toUpperCase()}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
    </ModalForm>
  );
}

/** `examinations/{sessionSlug}/juries`: who sits on the session's jury, by panel; invitations by e-mail. */
export function JuriesPage() {
  const { t } = useTranslation('evaluations');
  const session = useCurrentSession();
  const canManage = useCanManageProgram();
  const query = useJurors(session.programId, session.id);
  const progress = useSessionProgress(session.programId, session.id);
  const assignments = useAssignmentMutations(session.programId, session.id);
  const [reminding, setReminding] = useState(false);
  const mutations = useJurorMutations(session.programId, session.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opening, setOpening] = useState(0);
  // The texts stay while a modal fades out.
  const shown = useRef<Dialog | null>(null);
  if (dialog) shown.current = dialog;
  const open = (next: Dialog) => {
    setOpening((count) => count + 1);
    setDialog(next);
  };
  const jurors = query.data ?? [];
  const target = shown.current && shown.current.kind !== 'invite' ? shown.current.juror : null;
  const nameOf = (juror: Juror | null) => juror?.name || juror?.email || '';

  async function remove(juror: Juror) {
    try {
      await mutations.remove.mutateAsync(juror.id);
      showToast({ type: 'success', message: t('juries.removed', { name: nameOf(juror) }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  return (
    <PageSection
      title={t('tabs.juries')}
      description={t('juries.intro')}
      testId="juries-page"
      actions={
        canManage && (
          <Group gap="xs">
            {session.status === 'open' && jurors.length > 0 && (
              <Button variant="default" onClick={() => setReminding(true)} data-testid="jurors-remind">
                {t('juries.remind')}
              </Button>
            )}
            <Button onClick={() => open({ kind: 'invite' })} data-testid="juror-invite">
              {t('juries.invite')}
            </Button>
          </Group>
        )
      }
    >
      <ListStates
        query={query}
        loadingLabel={t('juries.loading')}
        failedTitle={t('juries.loadFailed')}
        testId="jurors"
      />
      {query.isSuccess && jurors.length === 0 && (
        <EmptyState py="xl" title={t('juries.empty')} description={t('juries.emptyHint')} data-testid="jurors-empty" />
      )}
      {jurors.length > 0 && (
        <JurorTable
          jurors={jurors}
          progress={new Map((progress.data?.jurors ?? []).map((item) => [item.userId, item]))}
          onEditPanel={canManage ? (juror) => open({ kind: 'panel', juror }) : undefined}
          onRemove={canManage ? (juror) => open({ kind: 'remove', juror }) : undefined}
        />
      )}
      <Stack gap="md" mt="md">
        {progress.data && (
          <AssignmentPanel
            programId={session.programId}
            sessionId={session.id}
            settings={progress.data.settings}
            canManage={canManage}
          />
        )}
        <ConflictList programId={session.programId} sessionId={session.id} canManage={canManage} />
      </Stack>
      <ConfirmModal
        opened={reminding}
        onClose={() => setReminding(false)}
        title={t('juries.remindTitle')}
        message={t('juries.remindMessage')}
        confirmLabel={t('juries.remind')}
        onConfirm={async () => {
          try {
            const { queued } = await assignments.remind.mutateAsync();
            showToast({ type: 'success', message: t('juries.reminded', { count: String(queued) }) });
          } catch (error) {
            showToast({ type: 'error', message: apiErrorMessage(error, t) });
            throw error;
          }
        }}
      />
      <InviteJurorModal
        key={`invite-${opening}`}
        opened={dialog?.kind === 'invite'}
        onClose={() => setDialog(null)}
        onInvite={async (body) => {
          const { data } = await mutations.invite.mutateAsync(body);
          showToast({ type: 'success', message: t('juries.invited', { email: data.email }) });
        }}
      />
      <PanelModal
        key={`panel-${opening}`}
        juror={target}
        opened={dialog?.kind === 'panel'}
        onClose={() => setDialog(null)}
        onSave={async (panel, languages) => {
          if (target) await mutations.update.mutateAsync({ userId: target.id, panel, languages });
        }}
      />
      <ConfirmModal
        opened={dialog?.kind === 'remove'}
        onClose={() => setDialog(null)}
        title={t('juries.removeTitle', { name: nameOf(target) })}
        message={t('juries.removeMessage', { name: nameOf(target) })}
        confirmLabel={t('juries.remove')}
        onConfirm={() => (target ? remove(target) : undefined)}
      />
    </PageSection>
  );
}
