import { useOrganizerThread, usePortalThread } from '../hooks/use-messages';
import { ThreadPanel } from './thread-panel';

/** The thread in the organizer's view of one application. */
export function OrganizerThread({ programId, applicationId }: { programId: string; applicationId: string }) {
  const { thread, write } = useOrganizerThread(programId, applicationId);
  return <ThreadPanel viewer="organizer" thread={thread} write={write} />;
}

/** The thread on the applicant's application page. */
export function ApplicantThread({ responseId }: { responseId: string }) {
  const { thread, write } = usePortalThread(responseId);
  return <ThreadPanel viewer="applicant" thread={thread} write={write} />;
}
