import { evaluationSessionsApi as api, jurySessionsApi, sessionJurorsApi } from '@opencall/shared/evaluations';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
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
  changeSessionStatus,
  createSession,
  deleteSession,
  getSession,
  listAllSessions,
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
}
