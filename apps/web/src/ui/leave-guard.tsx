import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { useTranslation } from '../lib/use-translation';

/** Warns before unsaved work is lost: the browser's prompt on unload, a blocker for in-app moves. */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}

/** The question a blocked in-app move asks: stay, or leave and lose the changes. */
export function LeaveConfirmModal({
  blocker,
  message,
  texts,
}: {
  blocker: Blocker;
  message: string;
  /** Other words than "Leave without saving?", "Stay", "Leave without saving". */
  texts?: { title: string; stay: string; leave: string };
}) {
  const { t } = useTranslation();
  const { title, stay, leave } = texts ?? { title: t('leave.title'), stay: t('leave.stay'), leave: t('leave.leave') };
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={title}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {stay}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-anyway">
            {leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
