import { Button, Card, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDateTime } from '@opencall/shared/i18n';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useDomainInfo } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { AdminLayout } from '../../../ui/admin-layout';
import { ConfirmModal, type ConfirmModalPosition, type ConfirmModalSize } from '../../../ui/confirm-modal';
import { ErrorScreen } from '../../../ui/error-screen';
import { showToast, type ToastType } from '../../../ui/toasts';

const SIZES: ConfirmModalSize[] = ['sm-', 'sm', 'md', 'md+', 'lg', 'full'];
const POSITIONS: ConfirmModalPosition[] = ['left', 'center', 'right', 'full'];
const TOASTS: ToastType[] = ['success', 'info', 'warning', 'error'];
const SIMULATED_WORK_MS = 600;

function Dot({ letter }: { letter: string }) {
  return (
    <Text component="span" fw={700} w="1.5rem" ta="center" aria-hidden>
      {letter}
    </Text>
  );
}

/** One part of the page: a card under its heading, with the id the menu's links name. */
function TestCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder id={id}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** SPEC §2 `/test`: the shared building blocks in one place, to try them and to test them in a browser. */
export function TestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('test.title'));
  const locale = useCurrentLocale();
  const { platform } = useDomainInfo();
  const [opened, { open, close }] = useDisclosure(false);
  const [size, setSize] = useState<ConfirmModalSize>('sm');
  const [position, setPosition] = useState<ConfirmModalPosition>('center');
  const [requireTyping, setRequireTyping] = useState(true);

  const navItems = [
    { label: t('test.sections.confirm'), to: '/test?page-section=confirm', icon: <Dot letter="C" /> },
    { label: t('test.sections.toasts'), to: '/test?page-section=toasts', icon: <Dot letter="T" /> },
    { label: t('test.sections.errorScreen'), to: '/test?page-section=error-screen', icon: <Dot letter="E" /> },
  ];

  return (
    <AdminLayout platformName={platform.name} navItems={navItems} title={t('test.title')}>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('test.title')}
        </Title>
        <TestCard id="confirm" title={t('test.sections.confirm')}>
          <Stack>
            <SegmentedControl
              aria-label={t('test.size')}
              value={size}
              onChange={(v) => setSize(v as ConfirmModalSize)}
              data={SIZES}
            />
            <SegmentedControl
              aria-label={t('test.position')}
              value={position}
              onChange={(v) => setPosition(v as ConfirmModalPosition)}
              data={POSITIONS}
            />
            <Switch
              label={t('test.requireTyping')}
              checked={requireTyping}
              onChange={(e) => setRequireTyping(e.currentTarget.checked)}
            />
            <Group>
              <Button color="red" onClick={open}>
                {t('test.deleteSample')}
              </Button>
            </Group>
          </Stack>
        </TestCard>
        <TestCard id="toasts" title={t('test.sections.toasts')}>
          <Group>
            {TOASTS.map((type) => (
              <Button key={type} variant="light" onClick={() => showToast({ type, message: t(`test.toast.${type}`) })}>
                {t(`test.toastButton.${type}`)}
              </Button>
            ))}
          </Group>
        </TestCard>
        <TestCard id="error-screen" title={t('test.sections.errorScreen')}>
          <Text size="sm" c="dimmed">
            {t('test.now', { date: formatDateTime(new Date(), locale) })}
          </Text>
          <ErrorScreen
            title={t('test.sampleErrorTitle')}
            message={t('test.sampleErrorMessage')}
            action={{ label: t('notFound.home'), to: `/${locale}` }}
          />
        </TestCard>
      </Stack>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={t('test.confirmTitle')}
        message={t('test.confirmMessage')}
        confirmText={requireTyping}
        size={size}
        position={position}
        onConfirm={async () => {
          await new Promise((resolve) => setTimeout(resolve, SIMULATED_WORK_MS));
          showToast({ type: 'success', message: t('test.deleted') });
        }}
      />
    </AdminLayout>
  );
}
