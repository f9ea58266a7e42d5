import type { Selection } from '@opencall/shared/applications';

/** What the responses table's bulk bar gives each of its actions (add to a session, to a vote, send a message). */
export interface BulkActionProps {
  programId: string;
  /** How many applications the selection holds. */
  count: number;
  /** The ticked rows, or every row of the filter across pages. */
  selection: () => Selection;
  disabled: boolean;
}
