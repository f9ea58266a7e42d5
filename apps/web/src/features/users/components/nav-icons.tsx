import { LineIcon as Icon } from '../../../ui/line-icon';

export function DashboardIcon() {
  return (
    <Icon>
      <rect x="3" y="3" width="7" height="9" rx="1" />
      <rect x="14" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="12" width="7" height="9" rx="1" />
      <rect x="3" y="16" width="7" height="5" rx="1" />
    </Icon>
  );
}

export function UsersIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.8c1.8.7 3 2.4 3.5 5.2" />
    </Icon>
  );
}

export function AdminsIcon() {
  return (
    <Icon>
      <circle cx="12" cy="7.5" r="3.5" />
      <path d="M5 20c.8-3.8 3.6-5.8 7-5.8s6.2 2 7 5.8" />
      <path d="m17.5 3.5 1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2-1.5-1.4 2-.3z" />
    </Icon>
  );
}

export function PermissionsIcon() {
  return (
    <Icon>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M16 7l3 3M14 9l2 2" />
    </Icon>
  );
}

export function SecurityIcon() {
  return (
    <Icon>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.4 7.5 9.5 4.4-1.1 7.5-4.9 7.5-9.5V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </Icon>
  );
}

export function InterfacesIcon() {
  return (
    <Icon>
      <path d="M7 3h7l4 4v14H7z" />
      <path d="M14 3v4h4M10 12h5M10 16h5" />
    </Icon>
  );
}

export function AccountDeletionIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5 1.6 0 3 .5 4.1 1.4" />
      <path d="m16 15 5 5M21 15l-5 5" />
    </Icon>
  );
}

/** The e-mail log: an envelope beside the lines of a list. */
export function EmailLogsIcon() {
  return (
    <Icon>
      <rect x="2.5" y="5" width="13" height="10" rx="1.5" />
      <path d="m2.5 6.5 6.5 4.5 6.5-4.5" />
      <path d="M18.5 9h3M18.5 13h3M6 19h15.5" />
    </Icon>
  );
}

/** The sender of the platform's e-mails: an envelope with a seal. */
export function SenderEmailIcon() {
  return (
    <Icon>
      <rect x="2.5" y="5" width="15" height="11" rx="1.5" />
      <path d="m2.5 6.5 7.5 5 7.5-5" />
      <circle cx="18" cy="17" r="3.5" />
      <path d="m16.6 17 1 1 1.9-2" />
    </Icon>
  );
}

/** The programs section: a folder. */
export function ProgramsIcon() {
  return (
    <Icon>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </Icon>
  );
}

export function SessionsIcon() {
  return (
    <Icon>
      <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </Icon>
  );
}

/** The operator's console: a gauge over the installation's platforms. */
export function OperatorIcon() {
  return (
    <Icon>
      <path d="M3.5 16a8.5 8.5 0 1 1 17 0" />
      <path d="m12 16 4-5" />
      <path d="M3 20h18" />
    </Icon>
  );
}

/** The subscription and its invoices: a receipt. */
export function SubscriptionIcon() {
  return (
    <Icon>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </Icon>
  );
}
