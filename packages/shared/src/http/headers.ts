/** Header names the client sends on every call (SPEC §7). */
export const CSRF_HEADER = 'x-csrf-token';
export const LOCALE_HEADER = 'x-locale';
export const LOCALE_COOKIE = 'locale';
export const UNSAFE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
