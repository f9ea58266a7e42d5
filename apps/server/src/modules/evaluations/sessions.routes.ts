import {
  evaluationSessionsApi as api,
  jurySessionsApi,
  juryWorkApi,
  rankingApi,
  sessionAssignmentsApi,
  sessionExportApi,
  sessionJurorsApi,
} from '@opencall/shared/evaluations';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendDownload } from '../applications';
import {
  applicationTimeline,
  assignByHand,
  clearConflict,
  listSessionApplications,
  listSessionAssignments,
  listSessionConflicts,
  planSessionAssignments,
  recordConflictByOrganizer,
  remindJurors,
  sessionProgress,
  unassign,
} from './assignments.service';
import { listCriteria, replaceCriteria } from './criteria.service';
import {
  acceptJurySession,
  getJurorSession,
  inviteJuror,
  listJurors,
  listMyJurySessions,
  removeJuror,
  updateJuror,
} from './jurors.service';
import {
  declareConflict,
  getJuryApplication,
  juryApplicationPdf,
  listJuryApplications,
  myScoreHistory,
  saveJuryNote,
  saveScore,
} from './jury-work.service';
import { getRanking, getRankingSummary, whatIf } from './ranking.service';
import { addToSelection, clearSelection, removeFromSelection } from './selection.service';
import { openJurorExport, openSessionExport } from './session-export.service';
import {
  changeSessionStatus,
  createSession,
  deleteSession,
  getSession,
  listAllSessions,
  listSessionQuestions,
  listSessions,
  updateSession,
} from './sessions.service';

export function registerEvaluationRoutes(app: App): void {
  registerEndpoint(app, api.listAll, ({ ctx, user, query }) => listAllSessions(ctx, user, query));
  registerEndpoint(app, api.list, ({ ctx, params, query }) => listSessions(ctx, params.programId, query));
  registerEndpoint(app, api.create, async ({ ctx, params, body }) => ({
    data: await createSession(ctx, params.programId, body),
  }));
  registerEndpoint(app, api.get, async ({ ctx, params }) => ({
    data: await getSession(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.update, async ({ ctx, params, body }) => ({
    data: await updateSession(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, api.changeStatus, async ({ ctx, params, body }) => ({
    data: await changeSessionStatus(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, api.remove, async ({ ctx, params }) => ({
    data: await deleteSession(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.listCriteria, async ({ ctx, params }) => ({
    data: await listCriteria(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.replaceCriteria, async ({ ctx, params, body }) => ({
    data: await replaceCriteria(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, api.listQuestions, async ({ ctx, params }) => ({
    data: await listSessionQuestions(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.addToSelection, async ({ ctx, params, body }) => ({
    data: await addToSelection(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, api.clearSelection, async ({ ctx, params }) => ({
    data: await clearSelection(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, api.removeFromSelection, async ({ ctx, params }) => ({
    data: await removeFromSelection(ctx, params.programId, params.sessionId, params.applicationId),
  }));
  registerEndpoint(app, sessionJurorsApi.list, async ({ ctx, params }) => ({
    data: await listJurors(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, sessionJurorsApi.invite, async ({ ctx, params, body }) => ({
    data: await inviteJuror(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, sessionJurorsApi.update, async ({ ctx, params, body }) => ({
    data: await updateJuror(ctx, params.programId, params.sessionId, params.userId, body),
  }));
  registerEndpoint(app, sessionJurorsApi.remove, async ({ ctx, params }) => ({
    data: await removeJuror(ctx, params.programId, params.sessionId, params.userId),
  }));
  registerEndpoint(app, jurySessionsApi.list, async ({ ctx, user, query }) => ({
    data: await listMyJurySessions(ctx, user, query.lang),
  }));
  registerEndpoint(app, jurySessionsApi.get, async ({ ctx, user, params, query }) => ({
    data: await getJurorSession(ctx, user, params.sessionId, query.lang),
  }));
  registerEndpoint(app, jurySessionsApi.accept, async ({ ctx, user, params }) => ({
    data: await acceptJurySession(ctx, user, params.sessionId),
  }));
  registerAssignmentRoutes(app);
  registerJuryWorkRoutes(app);
  registerRankingRoutes(app);
}

function registerRankingRoutes(app: App): void {
  registerEndpoint(app, rankingApi.list, ({ ctx, params, query }) =>
    getRanking(ctx, params.programId, params.sessionId, query),
  );
  registerEndpoint(app, rankingApi.summary, async ({ ctx, params }) => ({
    data: await getRankingSummary(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, sessionExportApi.download, async ({ ctx, params, query, reply }) =>
    sendDownload(reply, await openSessionExport(ctx, params.programId, params.sessionId, query)),
  );
  registerEndpoint(app, rankingApi.whatIf, async ({ ctx, params, body }) => ({
    data: await whatIf(ctx, params.programId, params.sessionId, body),
  }));
}

function registerAssignmentRoutes(app: App): void {
  const a = sessionAssignmentsApi;
  registerEndpoint(app, a.progress, async ({ ctx, params }) => ({
    data: await sessionProgress(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, a.plan, async ({ ctx, params, body }) => ({
    data: await planSessionAssignments(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, a.list, async ({ ctx, params, query }) => ({
    data: await listSessionAssignments(ctx, params.programId, params.sessionId, query),
  }));
  registerEndpoint(app, a.assign, async ({ ctx, params }) => ({
    data: await assignByHand(ctx, params.programId, params.sessionId, params.applicationId, params.userId),
  }));
  registerEndpoint(app, a.unassign, async ({ ctx, params }) => ({
    data: await unassign(ctx, params.programId, params.sessionId, params.applicationId, params.userId),
  }));
  registerEndpoint(app, a.conflicts, async ({ ctx, params }) => ({
    data: await listSessionConflicts(ctx, params.programId, params.sessionId),
  }));
  registerEndpoint(app, a.recordConflict, async ({ ctx, params, body }) => ({
    data: await recordConflictByOrganizer(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, a.clearConflict, async ({ ctx, params }) => ({
    data: await clearConflict(ctx, params.programId, params.sessionId, params.applicationId, params.userId),
  }));
  registerEndpoint(app, a.remind, async ({ ctx, params, body }) => ({
    data: await remindJurors(ctx, params.programId, params.sessionId, body),
  }));
  registerEndpoint(app, a.applications, ({ ctx, params, query }) =>
    listSessionApplications(ctx, params.programId, params.sessionId, query),
  );
  registerEndpoint(app, a.timeline, async ({ ctx, params }) => ({
    data: await applicationTimeline(ctx, params.programId, params.sessionId, params.applicationId),
  }));
}

function registerJuryWorkRoutes(app: App): void {
  registerEndpoint(app, juryWorkApi.list, async ({ ctx, user, params }) => ({
    data: await listJuryApplications(ctx, user, params.sessionId),
  }));
  registerEndpoint(app, juryWorkApi.get, async ({ ctx, user, params }) => ({
    data: await getJuryApplication(ctx, user, params.sessionId, params.applicationId),
  }));
  registerEndpoint(app, juryWorkApi.save, async ({ ctx, user, params, body }) => ({
    data: await saveScore(ctx, user, params.sessionId, params.applicationId, body),
  }));
  registerEndpoint(app, juryWorkApi.export, async ({ ctx, user, params, query, reply }) =>
    sendDownload(reply, await openJurorExport(ctx, user, params.sessionId, query.format)),
  );
  registerEndpoint(app, juryWorkApi.saveNote, async ({ ctx, user, params, body }) => ({
    data: await saveJuryNote(ctx, user, params.sessionId, params.applicationId, body),
  }));
  registerEndpoint(app, juryWorkApi.pdf, async ({ ctx, user, params, reply }) =>
    sendDownload(reply, await juryApplicationPdf(ctx, user, params.sessionId, params.applicationId)),
  );
  registerEndpoint(app, juryWorkApi.history, async ({ ctx, user, params }) => ({
    data: await myScoreHistory(ctx, user, params.sessionId, params.applicationId),
  }));
  registerEndpoint(app, juryWorkApi.declareConflict, async ({ ctx, user, params, body }) => ({
    data: await declareConflict(ctx, user, params.sessionId, params.applicationId, body.reason),
  }));
}
