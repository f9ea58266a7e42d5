import { Button } from '@mantine/core';
import { useState } from 'react';
import type { BulkActionProps } from '../../../lib/bulk-action';
import { useTranslation } from '../../../lib/use-translation';
import { MessageComposer } from './message-composer';

/** The responses table's "Send a message" (bulk bar): the ticked rows, or every row of the filter across pages. */
export function SendMessageButton({ programId, count, selection, disabled }: BulkActionProps) {
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
