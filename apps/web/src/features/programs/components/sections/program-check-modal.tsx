import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation';
import type { PublishProblem } from '../../hooks/use-publish-program';

/** SPEC §2 program-check dialog: what stops the publication, with one button to go and fix it. */
export function ProgramCheckModal({
  problems,
  onClose,
  onFix,
}: {
  problems: PublishProblem[] | null;
  onClose: () => void;
  onFix: (problem: PublishProblem) => void;
}) {
  const { t } = useTranslation('programs');
  const first = problems?.[0];
  const lineOf = (problem: PublishProblem) => {
    const message = t(`validation:${problem.reason}`, { defaultValue: problem.reason });
    if (!problem.categoryId) return message;
    const where = problem.stepNumber
      ? t('sections.check.categoryStep', { category: problem.categoryTitle ?? '', number: problem.stepNumber })
      : (problem.categoryTitle ?? '');
    return t('sections.check.line', { where, message });
  };
  return (
    <Modal
      opened={problems !== null}
      onClose={onClose}
      title={t('sections.check.title')}
      returnFocus={false}
      data-testid="program-check-modal"
    >
      <Stack>
        <Text size="sm">{t('sections.check.intro')}</Text>
        <List spacing="xs" data-testid="program-check-problems">
          {(problems ?? []).map((problem, index) => (
            <List.Item key={`${problem.reason}-${problem.categoryId ?? ''}-${problem.stepNumber ?? index}`}>
              {lineOf(problem)}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={() => first && onFix(first)}
            disabled={!first}
            data-autofocus
            data-testid="program-check-fix"
          >
            {t('sections.check.fix')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
