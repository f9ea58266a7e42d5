import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { PortalVoteSession, PublicVoteUser } from '@opencall/shared/public-votes';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { loginPathFor } from '../../../lib/session/session-paths';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import type { useVoteMutations } from '../hooks/use-public-vote';

type Mutations = ReturnType<typeof useVoteMutations>;

/** How a visitor becomes a voter: an e-mail code (any address, or one of the allowed domains), or Google. */
export function VoterVerification({
  session,
  mutations,
  onVerified,
}: {
  session: PortalVoteSession;
  mutations: Mutations;
  onVerified: (voter: PublicVoteUser) => void;
}) {
  const { t } = useTranslation('votes');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mode, domains } = session.verification;
  const { user } = useSession();
  const locale = useCurrentLocale();
  const location = useLocation();

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await mutations.requestCode.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      onVerified(await mutations.verify.mutateAsync({ email: sentTo ?? '', code: code.trim() }));
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  async function google() {
    setError(null);
    try {
      onVerified(await mutations.google.mutateAsync());
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <Stack gap="sm" data-testid="voter-verification">
      <Text fw={600}>{t('verify.title')}</Text>
      {mode === 'google' ? (
        <>
          <Text size="sm">{t('verify.googleIntro')}</Text>
          <Group>
            {user ? (
              <Button onClick={google} loading={mutations.google.isPending} data-testid="voter-google">
                {t('verify.google')}
              </Button>
            ) : (
              // Signing in with Google creates no applicant file: the sign-in page comes back here after.
              <Button component={Link} to={loginPathFor(locale, location)} data-testid="voter-google-sign-in">
                {t('verify.googleSignIn')}
              </Button>
            )}
          </Group>
        </>
      ) : sentTo === null ? (
        <form onSubmit={send} noValidate>
          <Stack gap="xs">
            <Text size="sm">
              {mode === 'email_domain' ? t('verify.domainIntro', { domains: domains.join(', ') }) : t('verify.intro')}
            </Text>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                type="email"
                autoComplete="email"
                required
                label={t('verify.email')}
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                w={{ base: '100%', xs: '20rem' }}
                data-testid="voter-email"
              />
              <Button type="submit" loading={mutations.requestCode.isPending} data-testid="voter-send-code">
                {t('verify.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <Stack gap="xs">
            <Text size="sm" role="status">
              {t('verify.sent', { email: sentTo })}
            </Text>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                label={t('verify.code')}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                w={{ base: '100%', xs: '12rem' }}
                data-testid="voter-code"
              />
              <Button type="submit" loading={mutations.verify.isPending} data-testid="voter-verify">
                {t('verify.confirm')}
              </Button>
              <Button variant="subtle" onClick={() => setSentTo(null)}>
                {t('verify.otherEmail')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {error && (
        <Alert color="red" role="alert" data-testid="voter-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
