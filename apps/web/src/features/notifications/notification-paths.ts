/** SPEC §2 portal page `emailing`: which e-mails and notifications the signed-in user receives. */
export const emailingPath = (locale: string) => `/${locale}/emailing`;
