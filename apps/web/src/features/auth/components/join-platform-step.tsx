import { Button, Checkbox, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { type Area, membershipApi } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { PageLoader } from '../../../ui/page-loader';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { usePortalPlatformPage } from '../../platforms';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import type { PendingJoin } from './pending-join';

/**
 * The account exists (on another platform) but never joined this one: nothing is joined silently.
 * The person reads this platform's terms of use, ticks that they accept them, and joins; the server
 * records the acceptance, then the sign-in goes on (second step, session).
 */
export function JoinPlatformStep({
  pending,
  area,
  onCancel,
  onInlineMfa,
  onSignedIn,
}: {
  pending: PendingJoin;
  area: Area;
  onCancel: () => void;
  onInlineMfa: (mfaToken: string) => void;
  onSignedIn?: () => void;
}) {
  const { t } = useTranslation('auth');
  const locale = useCurrentLocale();
  const terms = usePortalPlatformPage('terms-of-use', locale);
  const completeSignIn = useCompleteSignIn(area);
  const [isAccepted, setIsAccepted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: () => callApi(membershipApi.join, { body: { joinToken: pending.joinToken, acceptTerms: true, area } }),
  });
  const platform = pending.platformName;

  const handleJoin = async () => {
    setFormError(null);
    try {
      const next = await completeSignIn(await join.mutateAsync());
      if (next) onInlineMfa(next.inlineMfaToken);
      else onSignedIn?.();
    } catch (error) {
      setFormError(apiErrorMessage(error, t));
    }
  };

  return (
    <Stack gap="md" data-testid="join-platform-step">
      <FormError>{formError}</FormError>
      <Title order={2} size="h4">
        {t('join.title', { platform })}
      </Title>
      <Text>{t('join.description', { platform })}</Text>
      <Paper withBorder p="sm">
        <Text fw={600} mb="xs">
          {t('join.termsTitle')}
        </Text>
        {terms.isPending ? (
          <PageLoader />
        ) : terms.data?.content ? (
          <ScrollArea.Autosize mah={240} data-testid="join-terms">
            <RichTextView html={terms.data.content} />
          </ScrollArea.Autosize>
        ) : (
          <Text c="dimmed">{t('join.noTerms')}</Text>
        )}
      </Paper>
      <Checkbox
        label={t('join.accept', { platform })}
        checked={isAccepted}
        onChange={(event) => setIsAccepted(event.currentTarget.checked)}
      />
      <Button onClick={handleJoin} disabled={!isAccepted} loading={join.isPending} fullWidth>
        {t('join.submit', { platform })}
      </Button>
      <Button variant="subtle" onClick={onCancel} fullWidth>
        {t('join.cancel')}
      </Button>
    </Stack>
  );
}
