import { Alert, Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { useCurrentProgram } from '../../programs';
import { useVoteContext } from '../components/vote-shell';
import { votePaths } from '../vote-paths';

/** `vote`: where the public votes, its address to share, and whether it is reachable yet. */
export function VoteSharePage() {
  const { t } = useTranslation('votes');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const { voteSession } = useVoteContext();
  const path = votePaths.publicPage(locale, program.slug, voteSession.id);
  const address = `${window.location.origin}${path}`;
  return (
    <PageSection title={t('share.title')} description={t('share.intro')} testId="vote-share">
      <Stack gap="sm">
        {!voteSession.published && <Alert color="orange">{t('share.unpublished')}</Alert>}
        <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="vote-address">
          {address}
        </Text>
        <Group>
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            )}
          </CopyButton>
          <Anchor href={path} target="_blank" rel="noopener">
            {t('share.open')}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {t('share.votes', { count: voteSession.votes })}
        </Text>
      </Stack>
    </PageSection>
  );
}
