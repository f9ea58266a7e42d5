/** A person's name as shown in menus and lists; invited people may not have one yet. */
export function displayName(person: { firstname: string; lastname: string; email: string }): string {
  return `${person.firstname} ${person.lastname}`.trim() || person.email;
}
