import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** What a question's row says beside its title: a file question, one the anonymisation hides. */
export function QuestionBadges({ type, hidden }: { type: string; hidden: boolean }) {
  const { t } = useTranslation('evaluations');
  if (type !== 'file' && !hidden) return null;
  return (
    <Group gap={4} component="span">
      {type === 'file' && (
        <Badge component="span" size="xs" variant="light" color="gray">
          {t('views.file')}
        </Badge>
      )}
      {hidden && (
        <Badge component="span" size="xs" variant="light" color="orange">
          {t('views.hiddenByAnonymization')}
        </Badge>
      )}
    </Group>
  );
}
