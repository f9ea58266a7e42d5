import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

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
  texts,
}: {
  blocker: Blocker;
  texts: { title: string; message: string; stay: string; leave: string };
}) {
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={texts.title}>
      <Stack>
        <Text>{texts.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {texts.stay}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-anyway">
            {texts.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
