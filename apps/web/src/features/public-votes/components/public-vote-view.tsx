import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { PortalVoteSession } from '@opencall/shared/public-votes';
import { type ShowcaseEntry, showcaseFileUrl } from '@opencall/shared/showcase';
import { useMemo, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import {
  entryCategories,
  FIRST_ROW,
  filterEntries,
  ShowcaseEntryCard,
  ShowcaseFilters,
  ShowcaseGrid,
} from '../../showcase';
import { useMyVotes, usePublicVoteUser, useVoteMutations, type VoteRef } from '../hooks/use-public-vote';
import { VoterVerification } from './voter-verification';

/**
 * The vote page: the entries (searchable, by category), the voter's remaining votes, a vote button
 * on each entry with a confirmation, and "move my vote" once the last vote is spent. In `preview`
 * the organizer sees it as the public will, without voting.
 */
export function PublicVoteView({
  session,
  platformId,
  preview = false,
}: {
  session: PortalVoteSession;
  platformId: string;
  preview?: boolean;
}) {
  const { t } = useTranslation('votes');
  const ref: VoteRef = { platformId, programId: session.programId, id: session.id };
  const { voter, save } = usePublicVoteUser(session.id);
  const myVotes = useMyVotes(ref, preview ? null : voter);
  const mutations = useVoteMutations(ref, voter);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ entry: ShowcaseEntry; replaces?: string } | null>(null);
  const [message, setMessage] = useState<{ tone: 'green' | 'red'; text: string } | null>(null);
  const categories = useMemo(() => entryCategories(session.entries), [session.entries]);
  const shown = filterEntries(session.entries, search, categoryId);
  const fileUrl = (file: { key: string }, size?: string, entryId?: string) =>
    showcaseFileUrl(platformId, { kind: 'vote', id: session.id }, entryId ?? '', file.key, size);
  const votedFor = new Set(myVotes.data?.votes.map((vote) => vote.applicationId) ?? []);
  const remaining = myVotes.data?.remaining;
  const open = session.phase === 'open' && !preview;
  // With one vote in all, a voter who has spent it may move it to another entry.
  const movable = session.rules.votesPerVoter === 1 && remaining?.total === 0 ? myVotes.data?.votes[0] : undefined;

  const spentHintId = `vote-spent-${session.id}`;
  /** The limit that keeps the voter from voting for this entry now, if any. */
  const spentLimit = (entry: ShowcaseEntry): 'voter' | 'day' | 'category' | null => {
    if (!remaining) return null;
    if (remaining.total === 0) return 'voter';
    if (remaining.today === 0) return 'day';
    if (remaining.perCategory?.[entry.categoryId ?? ''] === 0) return 'category';
    return null;
  };

  if (myVotes.error && (myVotes.error as { code?: string }).code === 'voter_required' && voter) save(null);

  async function confirm() {
    if (!confirming) return;
    try {
      await mutations.cast.mutateAsync({ applicationId: confirming.entry.id, replaces: confirming.replaces });
      setMessage({ tone: 'green', text: t('vote.done', { title: confirming.entry.title }) });
    } catch (error) {
      setMessage({ tone: 'red', text: apiErrorMessage(error, t) });
    }
    setConfirming(null);
  }

  async function withdraw(entry: ShowcaseEntry) {
    try {
      await mutations.withdraw.mutateAsync(entry.id);
      setMessage({ tone: 'green', text: t('vote.withdrawn', { title: entry.title }) });
    } catch (error) {
      setMessage({ tone: 'red', text: apiErrorMessage(error, t) });
    }
  }

  const actionsOf = (entry: ShowcaseEntry) => {
    const count = session.counts?.[entry.id];
    const countBadge = count !== undefined && (
      <Badge variant="light" data-testid="vote-count">
        {t('vote.count', { count })}
      </Badge>
    );
    if (!open || !voter) return countBadge;
    if (votedFor.has(entry.id))
      return (
        <Group gap="xs">
          {countBadge}
          <Badge color="teal">{t('vote.yours')}</Badge>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => withdraw(entry)}
            aria-label={t('vote.withdrawOf', { title: entry.title })}
          >
            {t('vote.withdraw')}
          </Button>
        </Group>
      );
    if (movable)
      return (
        <Group gap="xs">
          {countBadge}
          <Button
            size="xs"
            variant="light"
            onClick={() => setConfirming({ entry, replaces: movable.applicationId })}
            // Its name starts with what it shows (WCAG 2.5.3), then says which entry.
            aria-label={`${t('vote.move')} — ${entry.title}`}
            data-testid="vote-move"
          >
            {t('vote.move')}
          </Button>
        </Group>
      );
    const spent = spentLimit(entry);
    if (spent === 'category')
      return (
        <Group gap="xs">
          {countBadge}
          <Text size="xs" c="dimmed" data-testid="vote-category-full">
            {t('voter.categoryFull')}
          </Text>
        </Group>
      );
    return (
      <Group gap="xs">
        {countBadge}
        <Button
          size="xs"
          // Nothing left to cast (in all, or today): the button stays, but says why it does nothing.
          disabled={spent !== null}
          aria-describedby={spent ? spentHintId : undefined}
          onClick={() => setConfirming({ entry })}
          aria-label={t('vote.for', { title: entry.title })}
          data-testid="vote-button"
        >
          {t('vote.button')}
        </Button>
      </Group>
    );
  };

  return (
    <Stack gap="md" data-testid="public-vote">
      <div>
        <Title order={1}>{session.title}</Title>
        <Group gap="xs" mt="xs">
          <Badge color={session.phase === 'open' ? 'teal' : 'gray'}>{t(`phase.${session.phase}`)}</Badge>
          {preview && !session.published && <Badge color="orange">{t('preview.unpublished')}</Badge>}
          {session.closesAt && (
            <Text size="sm">{t('closesAt', { date: new Date(session.closesAt).toLocaleString(session.lang) })}</Text>
          )}
        </Group>
      </div>
      {session.description && <RichTextView html={session.description} />}
      {open && (
        <Card withBorder>
          {voter ? (
            <Stack gap={4} data-testid="vote-remaining">
              <Text size="sm">{t('voter.as', { email: voter.email })}</Text>
              {remaining && (
                <Text fw={600} aria-live="polite">
                  {t('voter.remaining', { count: remaining.total })}
                  {remaining.today !== null ? ` · ${t('voter.today', { count: remaining.today })}` : ''}
                </Text>
              )}
              {remaining && !movable && (remaining.total === 0 || remaining.today === 0) && (
                <Text size="sm" id={spentHintId} data-testid="vote-spent">
                  {remaining.total === 0 ? t('voter.spent') : t('voter.spentToday')}
                </Text>
              )}
              <Group>
                <Button variant="subtle" size="xs" onClick={() => save(null)}>
                  {t('voter.signOut')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <VoterVerification session={session} mutations={mutations} onVerified={save} />
          )}
        </Card>
      )}
      {session.phase === 'upcoming' && !preview && <Alert>{t('phase.upcomingHint')}</Alert>}
      {session.phase === 'closed' && !preview && <Alert>{t('phase.closedHint')}</Alert>}
      {message && (
        <Alert color={message.tone} role={message.tone === 'red' ? 'alert' : 'status'} data-testid="vote-message">
          {message.text}
        </Alert>
      )}
      <ShowcaseFilters
        search={search}
        onSearch={setSearch}
        categories={categories}
        categoryId={categoryId}
        onCategory={setCategoryId}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" data-testid="vote-empty">
          {session.entries.length === 0 ? t('entries.none') : t('entries.noMatch')}
        </Text>
      ) : (
        <ShowcaseGrid
          entries={shown}
          layout="grid"
          renderCard={(entry, index) => (
            <ShowcaseEntryCard
              key={entry.id}
              entry={entry}
              priority={index < FIRST_ROW}
              layout="grid"
              headingLevel={2}
              fileUrl={(file, size) => fileUrl(file, size, entry.id)}
              actions={actionsOf(entry)}
            />
          )}
        />
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('vote.confirmTitle')} centered>
        <Stack>
          <Text>
            {confirming?.replaces
              ? t('vote.confirmMove', { title: confirming.entry.title })
              : t('vote.confirm', { title: confirming?.entry.title ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('vote.cancel')}
            </Button>
            <Button onClick={confirm} loading={mutations.cast.isPending} data-testid="vote-confirm">
              {t('vote.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
