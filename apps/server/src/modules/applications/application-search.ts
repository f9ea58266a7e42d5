/** Every string (and number) in the answers, depth first: what a search over answers matches. */
function* texts(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (typeof value === 'number') yield String(value);
  else if (Array.isArray(value)) for (const item of value) yield* texts(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* texts(item);
}

const MAX_SEARCH_TEXT = 20_000;

/** The lower-cased text the responses search runs on: the applicant's name and e-mail, then the answers. */
export function searchTextOf(
  applicant: { firstname: string; lastname: string; email: string },
  answers: Record<string, unknown>,
): string {
  const parts = [applicant.firstname, applicant.lastname, applicant.email, ...texts(answers)];
  return parts.join(' ').toLowerCase().slice(0, MAX_SEARCH_TEXT);
}
