import { senderEmailApi as api } from '@opencall/shared/sender-email';
import { createTxtLookup } from '../../adapters/dns/txt-lookup';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  addSendingDomain,
  checkSendingDomain,
  getSenderSettings,
  listSendingDomains,
  removeSendingDomain,
  type SenderEmailSetup,
  updateSenderSettings,
} from './sender-email.service';

export function registerSenderEmailRoutes(app: App): void {
  const { mailFrom, sendingDomains } = app.deps.config;
  const setup: SenderEmailSetup = {
    mailFrom,
    spfMechanisms: sendingDomains.spfMechanisms,
    lookup: createTxtLookup(sendingDomains.dnsServers),
  };
  registerEndpoint(app, api.getDefault, async ({ ctx }) => ({ data: await getSenderSettings(ctx, setup) }));
  registerEndpoint(app, api.updateDefault, async ({ ctx, body }) => ({
    data: await updateSenderSettings(ctx, setup, body),
  }));
  registerEndpoint(app, api.listDomains, async ({ ctx }) => ({ data: await listSendingDomains(ctx, setup) }));
  registerEndpoint(app, api.addDomain, async ({ ctx, body }) => ({ data: await addSendingDomain(ctx, setup, body) }));
  registerEndpoint(app, api.removeDomain, async ({ ctx, params }) => ({
    data: await removeSendingDomain(ctx, params.domainId),
  }));
  registerEndpoint(app, api.checkDomain, async ({ ctx, params }) => ({
    data: await checkSendingDomain(ctx, setup, params.domainId),
  }));
}
