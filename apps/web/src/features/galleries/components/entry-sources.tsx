import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  applicationReference,
  evaluationSessionsApi,
  RANKING_PAGE_MAX,
  rankingApi,
} from '@opencall/shared/evaluations';
import type { GalleryEntryRow } from '@opencall/shared/galleries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeyOf } from '../../../lib/query-cache';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';

/**
 * Two quick ways to fill a gallery: the top N of a jury session's ranking (by weighted mean, added to
 * the draft), and the program's accepted applications (added and saved by the server).
 */
export function EntrySources({
  programId,
  onAddRows,
  onAddAccepted,
  isDirty,
}: {
  programId: string;
  onAddRows: (rows: GalleryEntryRow[]) => void;
  /** Resolves once the server added them; only offered on a saved list. */
  onAddAccepted: (top: number) => Promise<unknown>;
  isDirty: boolean;
}) {
  const { t } = useTranslation('galleries');
  const sessions = useQuery({
    queryKey: queryKeyOf(evaluationSessionsApi.list, { programId, perPage: 100, for: 'gallery' }),
    queryFn: ({ signal }) =>
      callApi(evaluationSessionsApi.list, { params: { programId }, query: { perPage: 100 } }, { signal }),
  });
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [top, setTop] = useState<number | string>(10);
  const [acceptedTop, setAcceptedTop] = useState<number | string>(50);
  const [busy, setBusy] = useState<'jury' | 'accepted' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const count = (value: number | string) => Math.max(1, Math.min(RANKING_PAGE_MAX, Number(value) || 1));

  async function addJuryTop() {
    if (!sessionId) return;
    setBusy('jury');
    setError(null);
    try {
      const ranking = await callApi(rankingApi.list, {
        params: { programId, sessionId },
        query: { sort: 'mean', perPage: count(top) },
      });
      onAddRows(
        ranking.data
          .filter((row) => row.mean !== null)
          .map((row) => ({
            applicationId: row.id,
            reference: applicationReference(row.id),
            name: row.applicant,
            status: row.status as GalleryEntryRow['status'],
            category: '',
          })),
      );
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setBusy(null);
    }
  }

  async function addAccepted() {
    setBusy('accepted');
    setError(null);
    try {
      await onAddAccepted(count(acceptedTop));
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="md" data-testid="gallery-sources">
      <FormError>{error}</FormError>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('sources.session')}
            placeholder={t('sources.sessionPlaceholder')}
            data={(sessions.data?.data ?? []).map((session) => ({ value: session.id, label: session.name }))}
            value={sessionId}
            onChange={setSessionId}
            w={{ base: '100%', xs: '16rem' }}
            data-testid="gallery-session"
          />
          <NumberInput
            label={t('sources.top')}
            min={1}
            max={RANKING_PAGE_MAX}
            value={top}
            onChange={setTop}
            w="7rem"
            data-testid="gallery-session-top"
          />
          <Button
            variant="default"
            onClick={addJuryTop}
            disabled={!sessionId}
            loading={busy === 'jury'}
            data-testid="gallery-add-jury-top"
          >
            {t('sources.addTop')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('sources.topHint')}
        </Text>
      </Stack>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NumberInput
            label={t('sources.acceptedTop')}
            min={1}
            max={500}
            value={acceptedTop}
            onChange={setAcceptedTop}
            w="7rem"
            data-testid="gallery-accepted-top"
          />
          <Button
            variant="default"
            onClick={addAccepted}
            disabled={isDirty}
            loading={busy === 'accepted'}
            data-testid="gallery-add-accepted"
          >
            {t('sources.addAccepted')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {isDirty ? t('sources.saveFirst') : t('sources.acceptedHint')}
        </Text>
      </Stack>
    </Stack>
  );
}
