import { Badge, Button, Group } from '@mantine/core';
import type { Program } from '@opencall/shared/programs';
import { useState } from 'react';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { showToast } from '../../../../ui/toasts';
import { type PublishProblem, publishProblemsOf, usePublishProgram } from '../../hooks/use-publish-program';
import { ProgramCheckModal } from './program-check-modal';

/** Publish / unpublish; a refused publication opens the program-check dialog. */
export function PublishControl({ program, onFix }: { program: Program; onFix: (problem: PublishProblem) => void }) {
  const { t } = useTranslation('programs');
  const mutation = usePublishProgram(program.id);
  const [problems, setProblems] = useState<PublishProblem[] | null>(null);
  const published = program.publishedAt !== null;

  function toggle() {
    mutation.mutate(!published, {
      onSuccess: () =>
        showToast({
          type: 'success',
          message: published ? t('sections.publish.unpublished') : t('sections.publish.published'),
        }),
      onError: (error) => {
        const found = publishProblemsOf(error);
        if (found) setProblems(found);
        else showToast({ type: 'error', message: apiErrorMessage(error, t) });
      },
    });
  }

  return (
    <Group gap="sm">
      <Badge variant="light" color={published ? 'teal' : 'gray'} data-testid="publish-state">
        {published ? t('table.published') : t('table.unpublished')}
      </Badge>
      <Button
        onClick={toggle}
        loading={mutation.isPending}
        variant={published ? 'default' : 'filled'}
        data-testid="publish-toggle"
      >
        {published ? t('sections.publish.unpublish') : t('sections.publish.publish')}
      </Button>
      <ProgramCheckModal
        problems={problems}
        onClose={() => setProblems(null)}
        onFix={(problem) => {
          setProblems(null);
          onFix(problem);
        }}
      />
    </Group>
  );
}
