import { Button, Group, MultiSelect, Stack, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import { APPLICATION_STATUSES } from '@opencall/shared/applications';
import type { UpdateVoteSessionBody } from '@opencall/shared/public-votes';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { fromZonedInput, toZonedInput, useCanManageProgram, useCurrentProgram } from '../../programs';
import { VoteFieldsPicker } from '../components/vote-fields-picker';
import { VoteRulesFields } from '../components/vote-rules-fields';
import { VoteSelectionPanel } from '../components/vote-selection-panel';
import { useVoteContext } from '../components/vote-shell';
import { useVoteQuestions, useVoteSessionMutations } from '../hooks/use-vote-sessions';

/** `config`: who takes part, what the public sees, the rules, the dates, the texts, publication. */
export function VoteConfigPage() {
  const { t } = useTranslation('votes');
  const program = useCurrentProgram();
  const canManage = useCanManageProgram();
  const { voteSession } = useVoteContext();
  const questions = useVoteQuestions(program.id, voteSession.id);
  const mutations = useVoteSessionMutations(program.id);
  const zone = program.timezone;
  const [draft, setDraft] = useState({
    name: voteSession.name,
    slug: voteSession.slug,
    published: voteSession.published,
    opensAt: toZonedInput(voteSession.opensAt, zone),
    closesAt: toZonedInput(voteSession.closesAt, zone),
    texts: voteSession.texts,
    entry: voteSession.entry,
    fields: voteSession.fields,
    rules: voteSession.rules,
    verification: voteSession.verification,
  });
  const langs = program.supportedLangs.length ? program.supportedLangs : [program.defaultLang];

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const body: UpdateVoteSessionBody = {
      ...draft,
      opensAt: draft.opensAt ? fromZonedInput(draft.opensAt, zone) : null,
      closesAt: draft.closesAt ? fromZonedInput(draft.closesAt, zone) : null,
    };
    try {
      await mutations.update.mutateAsync({ sessionId: voteSession.id, body });
      showToast({ type: 'success', message: t('config.saved') });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  const text = (kind: 'title' | 'description', lang: string) => draft.texts[kind][lang as 'fr'] ?? '';
  const setText = (kind: 'title' | 'description', lang: string, value: string) =>
    setDraft({ ...draft, texts: { ...draft.texts, [kind]: { ...draft.texts[kind], [lang]: value } } });

  return (
    <PageSection title={t('config.title')} testId="vote-config">
      <form onSubmit={save} noValidate>
        <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">
            <Switch
              label={t('config.published')}
              checked={draft.published}
              onChange={(event) => setDraft({ ...draft, published: event.currentTarget.checked })}
              data-testid="vote-published"
            />
            <Group align="flex-start" wrap="wrap">
              <TextInput
                label={t('config.name')}
                required
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              />
              <TextInput
                label={t('config.slug')}
                required
                value={draft.slug}
                onChange={(event) => setDraft({ ...draft, slug: event.currentTarget.value })}
              />
            </Group>
            <Group align="flex-start" wrap="wrap">
              <TextInput
                type="datetime-local"
                label={t('config.opensAt')}
                value={draft.opensAt}
                onChange={(event) => setDraft({ ...draft, opensAt: event.currentTarget.value })}
              />
              <TextInput
                type="datetime-local"
                label={t('config.closesAt')}
                value={draft.closesAt}
                onChange={(event) => setDraft({ ...draft, closesAt: event.currentTarget.value })}
                data-testid="vote-closes-at"
              />
            </Group>
            <Tabs defaultValue={langs[0]}>
              <Tabs.List aria-label={t('config.texts')}>
                {langs.map((lang) => (
                  <Tabs.Tab key={lang} value={lang}>
                    {lang.toUpperCase()}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {langs.map((lang) => (
                <Tabs.Panel key={lang} value={lang} pt="sm">
                  <Stack gap="xs">
                    <TextInput
                      label={t('config.publicTitle')}
                      value={text('title', lang)}
                      onChange={(event) => setText('title', lang, event.currentTarget.value)}
                    />
                    <Textarea
                      label={t('config.description')}
                      autosize
                      minRows={3}
                      value={text('description', lang)}
                      onChange={(event) => setText('description', lang, event.currentTarget.value)}
                    />
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
            <MultiSelect
              label={t('config.statuses')}
              description={t('config.statusesHint')}
              data={APPLICATION_STATUSES.filter((status) => status !== 'draft').map((value) => ({
                value,
                label: t(`config.statusOptions.${value}`),
              }))}
              value={draft.entry.statuses}
              onChange={(value) =>
                value.length &&
                setDraft({ ...draft, entry: { ...draft.entry, statuses: value as typeof draft.entry.statuses } })
              }
            />
            <Switch
              label={t('config.fromSelection', { count: voteSession.selectionCount })}
              checked={draft.entry.source === 'selection'}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  entry: { ...draft.entry, source: event.currentTarget.checked ? 'selection' : 'filter' },
                })
              }
            />
            {draft.entry.source === 'selection' && <VoteSelectionPanel programId={program.id} session={voteSession} />}
            <VoteFieldsPicker
              fields={draft.fields}
              questions={questions.data ?? []}
              onChange={(fields) => setDraft({ ...draft, fields })}
            />
            <VoteRulesFields
              rules={draft.rules}
              verification={draft.verification}
              onRules={(rules) => setDraft({ ...draft, rules })}
              onVerification={(verification) => setDraft({ ...draft, verification })}
            />
            {canManage && (
              <Group>
                <Button type="submit" loading={mutations.update.isPending} data-testid="vote-save">
                  {t('config.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </PageSection>
  );
}
