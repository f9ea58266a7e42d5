import { Alert, Button, Code, CopyButton, Group, SimpleGrid } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AuthCard } from './auth-card';

/** The recovery codes, shown once after enrolment, with a copy button and an explicit "saved" step. */
export function RecoveryCodes({ codes, onContinue }: { codes: readonly string[]; onContinue: () => void }) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <AuthCard title={t('recoveryCodes.title')} testId="recovery-codes-step">
      <Alert color="orange" variant="light" ref={heading} tabIndex={-1} title={t('recoveryCodes.warningTitle')}>
        {t('recoveryCodes.warning')}
      </Alert>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('recoveryCodes.listLabel')}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" display="block" ta="center">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group grow>
        <CopyButton value={codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} aria-live="polite">
              {copied ? t('recoveryCodes.copied') : t('recoveryCodes.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Button onClick={onContinue} data-testid="recovery-codes-continue">
        {t('recoveryCodes.continue')}
      </Button>
    </AuthCard>
  );
}
