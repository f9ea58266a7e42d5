import * as z from 'zod/mini';
import { PERMISSIONS } from '../auth/permissions';
import { dataOf, UuidSchema } from '../common';
import { defineEndpoint } from '../http';
import {
  CreateSendingDomainBodySchema,
  SenderSettingsSchema,
  SendingDomainSchema,
  UpdateSenderSettingsBodySchema,
} from './sender-email.schemas';

const tags = ['sender-email'] as const;
const access = { permission: PERMISSIONS.platformAdministration };
const DomainParams = z.object({ domainId: UuidSchema });
const base = '/api/sender-email';

export const senderEmailApi = {
  getDefault: defineEndpoint({
    method: 'GET',
    url: `${base}/default`,
    summary: 'The platform’s sender name, reply-to and sending domain, and the From its e-mails carry',
    tags,
    access,
    schema: { response: { 200: dataOf(SenderSettingsSchema) } },
  }),
  updateDefault: defineEndpoint({
    method: 'PUT',
    url: `${base}/default`,
    summary:
      'Sets the sender name (one line, 100 characters at most), the reply-to (an address or empty) and the domain (a verified one of the platform, or null); else 400 validation_failed with `{ field, reason }`',
    tags,
    access,
    schema: { body: UpdateSenderSettingsBodySchema, response: { 200: dataOf(SenderSettingsSchema) } },
  }),
  listDomains: defineEndpoint({
    method: 'GET',
    url: `${base}/domains`,
    summary: 'The platform’s sending domains, oldest first, with the DNS records to publish and the last check',
    tags,
    access,
    schema: { response: { 200: dataOf(z.array(SendingDomainSchema)) } },
  }),
  addDomain: defineEndpoint({
    method: 'POST',
    url: `${base}/domains`,
    summary:
      'Adds a sending domain (a lowercase host name, not an IP) with a new 2048-bit DKIM key; a bad or known name answers 400 validation_failed with `{ field, reason }`',
    tags,
    access,
    schema: { body: CreateSendingDomainBodySchema, response: { 200: dataOf(SendingDomainSchema) } },
  }),
  removeDomain: defineEndpoint({
    method: 'DELETE',
    url: `${base}/domains/:domainId`,
    summary: 'Deletes a sending domain and its key; the platform’s e-mails go back to the installation’s address',
    tags,
    access,
    errors: ['not_found'],
    schema: { params: DomainParams, response: { 200: dataOf(z.object({ id: z.string() })) } },
  }),
  checkDomain: defineEndpoint({
    method: 'POST',
    url: `${base}/domains/:domainId/check`,
    summary: 'Looks the DKIM, SPF and DMARC records up in DNS and records the result; verified once DKIM and SPF match',
    tags,
    access,
    errors: ['not_found'],
    schema: { params: DomainParams, response: { 200: dataOf(SendingDomainSchema) } },
  }),
};
