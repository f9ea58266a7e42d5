import { portalApplicationsApi } from '@opencall/shared/applications';
import { formsApi } from '@opencall/shared/forms';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  createForm,
  duplicateForm,
  getForm,
  listForms,
  saveForm,
  trashForm,
  validateFormAnswers,
} from './forms.service';
import { destroyForm, listTrashedForms, restoreForm } from './forms-trash.service';
import { getPortalForm } from './portal-forms.service';

const ok = { data: { status: 'ok' as const } };

export function registerFormRoutes(app: App): void {
  registerEndpoint(app, portalApplicationsApi.form, async ({ ctx, params, query }) => ({
    data: await getPortalForm(ctx, params.platformId, params.programId, params.formId, query.lang),
  }));
  registerEndpoint(app, formsApi.list, ({ ctx, params, query }) => listForms(ctx, params.programId, query));
  registerEndpoint(app, formsApi.create, async ({ ctx, params, body }) => ({
    data: await createForm(ctx, params.programId, body),
  }));
  registerEndpoint(app, formsApi.get, async ({ ctx, params, query }) => ({
    data: await getForm(ctx, params.programId, params.formId, query.lang),
  }));
  registerEndpoint(app, formsApi.save, async ({ ctx, params, body }) => ({
    data: await saveForm(ctx, params.programId, params.formId, body),
  }));
  registerEndpoint(app, formsApi.duplicate, async ({ ctx, params, body }) => ({
    data: await duplicateForm(ctx, params.programId, params.formId, body.title),
  }));
  registerEndpoint(app, formsApi.remove, async ({ ctx, params }) => {
    await trashForm(ctx, params.programId, params.formId);
    return ok;
  });
  registerEndpoint(app, formsApi.validate, async ({ ctx, params, body }) => ({
    data: await validateFormAnswers(ctx, params.programId, params.formId, body),
  }));
  registerEndpoint(app, formsApi.listTrash, ({ ctx, query }) => listTrashedForms(ctx, query));
  registerEndpoint(app, formsApi.restore, async ({ ctx, params }) => {
    await restoreForm(ctx, params.formId);
    return ok;
  });
  registerEndpoint(app, formsApi.destroy, async ({ ctx, params }) => {
    await destroyForm(ctx, params.formId);
    return ok;
  });
}
