import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type {
  Criterion,
  JuryApplicationDetail,
  ScoreSheet,
  ScoreValue,
  ScoreValues,
} from '@opencall/shared/evaluations';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { SaveIndicator } from '../../portal';
import { useRememberSheet, useSaveScore } from '../hooks/use-jury-work';
import { useScoreAutosave, withLocalSheet } from '../hooks/use-score-autosave';
import { CriterionInput } from './criterion-input';

type Issues = Record<string, string>;

/** Field errors of a refused save (`values.<criterionId>`), in the juror's words. */
function issuesOf(error: unknown, t: (key: string) => string): Issues {
  if (!(error instanceof ApiError) || error.code !== 'scores_invalid' || !Array.isArray(error.details)) return {};
  const issues: Issues = {};
  for (const issue of error.details as { field: string; reason: string }[])
    issues[issue.field.replace(/^values\./, '')] = t(`sheet.issues.${issue.reason}`);
  return issues;
}

/**
 * The juror's sheet beside the application: criteria grouped as the organizers set them, a comment,
 * autosaved as a draft until submitted as final; a final sheet changes only with a reason.
 */
export function ScoreSheetCard({
  sessionId,
  detail,
  criteria,
  open,
  text,
}: {
  sessionId: string;
  detail: JuryApplicationDetail;
  criteria: Criterion[];
  open: boolean;
  text: (texts: Partial<Record<string, string>> | undefined) => string;
}) {
  const { t } = useTranslation('evaluations');
  const [sheet, setSheet] = useState<ScoreSheet>(detail.sheet);
  const [draft, setDraft] = useState(() => withLocalSheet(sessionId, detail.id, detail.sheet));
  const [issues, setIssues] = useState<Issues>({});
  const [error, setError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [reason, setReason] = useState('');
  const remember = useRememberSheet(sessionId, detail.id);
  const save = useSaveScore(sessionId, detail.id);
  // The server's latest version, as the autosave's saves come back (read after awaiting them).
  const latest = useRef(detail.sheet.version);
  const { autosave, state, change } = useScoreAutosave(sessionId, detail.id, detail.sheet, (saved) => {
    latest.current = saved.version;
    setSheet(saved);
    remember(saved);
  });
  const final = sheet.status === 'final';
  const readOnly = !open || (final && !changing);

  function update(next: { values: ScoreValues; comment: string }) {
    setDraft(next);
    if (!final && open) change(next);
  }
  const setValue = (id: string, value: ScoreValue | undefined) => {
    const { [id]: _old, ...rest } = draft.values;
    update({ ...draft, values: value === undefined ? rest : { ...rest, [id]: value } });
  };

  async function submit(kind: 'final' | 'change') {
    setError(null);
    setIssues({});
    try {
      // The draft goes first, so the final save is over the version the server holds.
      await autosave.flush();
      const saved = await save.mutateAsync({
        values: draft.values,
        comment: draft.comment,
        final: true,
        version: latest.current,
        reason: kind === 'change' ? reason : undefined,
      });
      latest.current = saved.version;
      autosave.rebase(saved.version);
      setSheet(saved);
      setChanging(false);
      setReason('');
    } catch (failure) {
      setIssues(issuesOf(failure, t));
      setError(apiErrorMessage(failure, t));
    }
  }

  const conflict = state.status === 'conflict' ? state : null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="sheet-title" data-testid="score-sheet">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="sheet-title">
          {t('sheet.title')}
        </Title>
        <Badge
          color={final ? 'teal' : sheet.status === 'draft' ? 'yellow' : 'gray'}
          variant="light"
          data-testid="sheet-status"
        >
          {t(`sheet.status.${sheet.status}`)}
        </Badge>
      </Group>
      {!open && (
        <Alert color="gray" mb="sm">
          {t('sheet.closed')}
        </Alert>
      )}
      {conflict && (
        <Alert color="orange" mb="sm" title={t('sheet.conflictTitle')} data-testid="sheet-conflict">
          <Text size="sm">{t('sheet.conflictMessage')}</Text>
          <Group mt="xs">
            <Button size="xs" onClick={() => void autosave.resolve('mine')}>
              {t('sheet.keepMine')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setDraft({ values: conflict.current.values, comment: conflict.current.comment });
                latest.current = conflict.current.version;
                setSheet(conflict.current);
                void autosave.resolve('theirs');
              }}
            >
              {t('sheet.takeSaved')}
            </Button>
          </Group>
        </Alert>
      )}
      <Stack gap="md">
        {criteria.map((criterion, index) => {
          const group = text(criterion.group);
          const previous = index > 0 ? text(criteria[index - 1]?.group) : '';
          return (
            <div key={criterion.id}>
              {group && group !== previous && (
                <Text fw={600} size="sm" mb={4}>
                  {group}
                </Text>
              )}
              <CriterionInput
                criterion={criterion}
                value={draft.values[criterion.id]}
                onChange={(value) => setValue(criterion.id, value)}
                text={text}
                error={issues[criterion.id]}
                readOnly={readOnly}
              />
            </div>
          );
        })}
        <Textarea
          label={t('sheet.comment')}
          description={t('sheet.commentHint')}
          autosize
          minRows={3}
          maxLength={10_000}
          readOnly={readOnly}
          value={draft.comment}
          onChange={(event) => update({ ...draft, comment: event.currentTarget.value })}
          data-testid="sheet-comment"
        />
        {sheet.total !== null && (
          <Text size="sm" data-testid="sheet-total">
            {t('sheet.total', { total: sheet.total.toFixed(sheet.total % 1 ? 2 : 0) })}
          </Text>
        )}
        <FormError>{error}</FormError>
        {open && !final && (
          <Group justify="space-between">
            <SaveIndicator state={state} onRetry={() => void autosave.retry()} />
            <Button onClick={() => void submit('final')} loading={save.isPending} data-testid="sheet-submit">
              {t('sheet.submit')}
            </Button>
          </Group>
        )}
        {open && final && !changing && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('sheet.finalHint')}
            </Text>
            <Button variant="default" onClick={() => setChanging(true)} data-testid="sheet-change">
              {t('sheet.change')}
            </Button>
          </Group>
        )}
        {open && final && changing && (
          <Stack gap="xs">
            <Textarea
              label={t('sheet.reason')}
              description={t('sheet.reasonHint')}
              required
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-testid="sheet-reason"
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setChanging(false);
                  setDraft({ values: sheet.values, comment: sheet.comment });
                }}
              >
                {t('sheet.cancel')}
              </Button>
              <Button
                onClick={() => void submit('change')}
                disabled={!reason.trim()}
                loading={save.isPending}
                data-testid="sheet-save-change"
              >
                {t('sheet.saveChange')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
