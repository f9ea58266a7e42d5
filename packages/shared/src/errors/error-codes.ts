/**
 * The one catalogue of error codes and the HTTP status each answers with.
 * Codes named by the SPEC keep its spelling; their text lives in the `errors` locale namespace.
 */
export const ERROR_CODES = {
  validation_failed: 400,
  item_id_required: 400,
  request_body_required: 400,
  locale_not_supported: 400,
  email_not_accepted: 400,
  password_rejected: 400,
  link_invalid_or_expired: 400,
  invalid_mfa_code: 400,
  invalid_file_reference: 400,
  current_password_invalid: 400,
  authentication_required: 401,
  invalid_credentials: 401,
  session_expired: 401,
  csrf_token_missing: 403,
  csrf_token_invalid: 403,
  account_not_confirmed: 403,
  missing_permissions: 403,
  account_access_revoked: 403,
  platform_membership_required: 403,
  platform_in_standby: 403,
  platform_suspended: 403,
  oauth_failed: 403,
  team_owner_only: 403,
  not_found: 404,
  applicant_pdf_disabled: 404,
  route_not_found: 404,
  platform_not_found: 404,
  mfa_already_enabled: 409,
  mfa_not_enabled: 409,
  cannot_change_own_access: 409,
  platform_lockout: 409,
  slug_taken: 409,
  version_conflict: 409,
  application_exists: 409,
  program_closed: 409,
  application_not_editable: 409,
  feature_disabled: 409,
  application_not_submitted: 409,
  import_already_done: 409,
  session_status_invalid: 409,
  session_open: 409,
  juror_exists: 409,
  team_member_exists: 409,
  team_full: 409,
  email_in_use: 409,
  team_owner_cannot_leave: 409,
  program_not_publishable: 422,
  answers_invalid: 422,
  submission_incomplete: 422,
  import_file_invalid: 422,
  import_too_many_rows: 422,
  import_mapping_invalid: 422,
  import_rows_invalid: 422,
  team_user_not_found: 422,
  session_without_criteria: 422,
  failed_to_load_categoriess: 500,
  payload_too_large: 413,
  file_too_large: 413,
  import_file_too_large: 413,
  import_file_too_large_unpacked: 413,
  unsupported_media_type: 415,
  file_type_not_allowed: 415,
  range_not_satisfiable: 416,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  geo_service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}
