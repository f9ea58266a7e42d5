import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** First, previous and next: the pages of a keyset list, with where the reader is. */
export function KeysetPager({
  page,
  pages,
  onFirst,
  onPrevious,
  onNext,
  waiting = false,
}: {
  page: number;
  pages: number;
  /** The rows shown are still the previous view's: "next" would start after the wrong row. */
  waiting?: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('responses');
  return (
    <Group gap="xs" data-testid="responses-pagination" role="navigation" aria-label={t('pager.label')}>
      <Button variant="default" size="xs" disabled={page <= 1} onClick={onFirst}>
        {t('pager.first')}
      </Button>
      <Button variant="default" size="xs" disabled={page <= 1} onClick={onPrevious} data-testid="page-previous">
        {t('pager.previous')}
      </Button>
      <Text size="sm" aria-live="polite" data-testid="page-position">
        {t('pager.position', { page: String(page), pages: String(Math.max(pages, 1)) })}
      </Text>
      <Button variant="default" size="xs" disabled={waiting || page >= pages} onClick={onNext} data-testid="page-next">
        {t('pager.next')}
      </Button>
    </Group>
  );
}
