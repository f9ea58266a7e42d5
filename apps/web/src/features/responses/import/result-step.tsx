import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ImportResult } from '@opencall/shared/applications';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** Step 4: what was imported, where to see it, and a way to import another file. */
export function ResultStep({
  result,
  responsesPath,
  onAgain,
}: {
  result: ImportResult;
  responsesPath: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation('imports');
  return (
    <Stack gap="md" maw="48rem" data-testid="import-result">
      <Alert color="teal" title={t('done.title')} role="status">
        <Text size="sm" data-testid="import-result-summary">
          {t('done.summary', {
            count: String(result.totals.created),
            newApplicants: String(result.totals.newApplicants),
          })}
        </Text>
        {result.totals.newApplicants > 0 && (
          <Text size="sm" mt="xs">
            {t('done.accounts')}
          </Text>
        )}
      </Alert>
      <Group>
        <Button component={Link} to={responsesPath} data-testid="import-see-responses">
          {t('done.responses')}
        </Button>
        <Button variant="default" onClick={onAgain}>
          {t('done.again')}
        </Button>
      </Group>
    </Stack>
  );
}
