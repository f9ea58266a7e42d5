/** A CSV answer as rows of cells (UTF-8 with BOM, ';', CRLF; no quoted delimiter in the tests using it). */
export const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));
