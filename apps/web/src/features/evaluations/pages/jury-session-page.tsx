import { Alert, Anchor, Badge, Button, Checkbox, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { FormError } from '../../../ui/form-error';
import { PageLoader } from '../../../ui/page-loader';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { JuryApplicationList } from '../components/jury-application-list';
import { JuryCriteriaList } from '../components/jury-criteria-list';
import { useAcceptJurySession, useJurySession } from '../hooks/use-jury-session';

/**
 * `applications/{programSlug}/sessions/details/{sessionSlug}?sessionId=…` on the portal: a juror reads
 * the session's instructions and criteria, and accepts the session and the platform's terms.
 */
export function JurySessionPage() {
  const { t } = useTranslation('evaluations');
  const locale = useCurrentLocale();
  const [params] = useSearchParams();
  const { sessionSlug = '' } = useParams();
  const sessionId = params.get('sessionId') ?? '';
  const query = useJurySession(sessionId, locale);
  const accept = useAcceptJurySession(sessionId);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const session = query.data;
  useDocumentTitle(session?.name ?? t('jury.notFoundTitle'), session?.program.title);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });

  if (sessionId && query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorScreen title={t('jury.loadFailed')} message={apiErrorMessage(query.error, t)} />;
  if (!session)
    return (
      <ErrorScreen
        title={t('jury.notFoundTitle')}
        message={t('jury.notFound')}
        action={{ label: t('jury.home'), to: `/${locale}` }}
      />
    );

  async function join() {
    setError(null);
    try {
      await accept.mutateAsync();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <Container size="md" py="lg" data-testid="jury-session-page">
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            {t('jury.juryOf', { program: session.program.title })}
          </Text>
          <Group gap="sm" mt={4}>
            <Title order={1} fz="h2">
              {session.name}
            </Title>
            <Badge variant="light" color={session.status === 'open' ? 'teal' : 'gray'}>
              {t(`status.${session.status}`)}
            </Badge>
          </Group>
          {(session.startsAt || session.endsAt) && (
            <Text size="sm" mt={4}>
              {t('list.period', {
                start: session.startsAt ? dateFormat.format(new Date(session.startsAt)) : '—',
                end: session.endsAt ? dateFormat.format(new Date(session.endsAt)) : '—',
              })}
            </Text>
          )}
          {session.panel && (
            <Text size="sm" c="dimmed">
              {t('jury.panel', { panel: session.panel })}
            </Text>
          )}
        </div>

        {session.acceptedAt ? (
          <Alert color="teal" title={t('jury.acceptedTitle')} data-testid="jury-accepted">
            {t('jury.accepted', { date: dateFormat.format(new Date(session.acceptedAt)) })}
          </Alert>
        ) : (
          <Stack gap="sm" data-testid="jury-accept">
            <Title order={2} fz="h4">
              {t('jury.acceptTitle')}
            </Title>
            <Text size="sm">{t('jury.acceptIntro')}</Text>
            <FormError>{error}</FormError>
            <Checkbox
              checked={agreed}
              onChange={(event) => setAgreed(event.currentTarget.checked)}
              label={
                <>
                  {t('jury.acceptTerms')}{' '}
                  <Anchor component={Link} to={`/${locale}/terms-of-use`} target="_blank">
                    {t('jury.termsLink')}
                  </Anchor>
                </>
              }
              data-testid="jury-terms"
            />
            <Group>
              <Button
                onClick={() => void join()}
                disabled={!agreed}
                loading={accept.isPending}
                data-testid="jury-accept-submit"
              >
                {t('jury.acceptButton')}
              </Button>
            </Group>
          </Stack>
        )}

        {session.acceptedAt && <JuryApplicationList session={session} sessionSlug={sessionSlug} />}

        <section aria-labelledby="jury-instructions">
          <Title order={2} fz="h4" id="jury-instructions" mb="sm">
            {t('form.instructions')}
          </Title>
          {session.instructions ? (
            <RichTextView html={session.instructions} />
          ) : (
            <Text c="dimmed">{t('jury.noInstructions')}</Text>
          )}
        </section>

        <section aria-labelledby="jury-criteria">
          <Title order={2} fz="h4" id="jury-criteria" mb="sm">
            {t('tabs.criteria-config')}
          </Title>
          {session.criteria.length ? (
            <JuryCriteriaList criteria={session.criteria} lang={session.lang} defaultLang={session.defaultLang} />
          ) : (
            <Text c="dimmed">{t('jury.noCriteria')}</Text>
          )}
        </section>
      </Stack>
    </Container>
  );
}
