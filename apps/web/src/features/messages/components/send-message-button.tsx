import { Button } from '@mantine/core';
import type { Selection } from '@opencall/shared/applications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MessageComposer } from './message-composer';

/** The responses table's "Send a message" (bulk bar): the ticked rows, or every row of the filter across pages. */
export function SendMessageButton({
  programId,
  count,
  selection,
  disabled,
}: {
  programId: string;
  count: number;
  selection: () => Selection;
  disabled: boolean;
}) {
  const { t } = useTranslation('messages');
  // A new composer each time: nothing of the previous message stays in it.
  const [round, setRound] = useState(0);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        disabled={disabled}
        onClick={() => setRound((value) => value + 1)}
        data-testid="bulk-message"
      >
        {t('bulk.send')}
      </Button>
      {round > 0 && (
        <MessageComposer
          key={round}
          programId={programId}
          count={count}
          selection={selection}
          opened
          onClose={() => setRound(0)}
        />
      )}
    </>
  );
}
