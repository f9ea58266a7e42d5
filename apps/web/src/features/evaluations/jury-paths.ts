/** Portal addresses of a juror's work (SPEC §2: session pages take `sessionId` and `programId`). */
export const juryPaths = {
  session: (locale: string, programSlug: string, sessionSlug: string, sessionId: string, programId?: string) =>
    `/${locale}/applications/${programSlug}/sessions/details/${sessionSlug}?sessionId=${sessionId}${programId ? `&programId=${programId}` : ''}`,
  application: (
    locale: string,
    programSlug: string,
    sessionSlug: string,
    responseId: string,
    sessionId: string,
    programId: string,
  ) =>
    `/${locale}/applications/${programSlug}/sessions/${sessionSlug}/${responseId}?sessionId=${sessionId}&programId=${programId}`,
};

/**
 * How the juror's screens name an application: the applicant's name, or, when the session hides it
 * (or the applicant has none), its reference.
 */
export const juryApplicationLabel = (
  application: { applicant: string; reference: string },
  t: (key: string, options?: Record<string, string>) => string,
) => application.applicant || t('work.anonymous', { reference: application.reference });
