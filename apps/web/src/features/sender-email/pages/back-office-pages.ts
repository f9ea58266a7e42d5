// The wing's back-office pages, in one chunk with its texts (routes.tsx).
export { SenderEmailShell } from '../components/sender-email-shell';
export { SenderDefaultPage } from './sender-default-page';
export { SendingDomainsPage } from './sending-domains-page';
