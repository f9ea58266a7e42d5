/**
 * Where links to a platform point (e-mails, OpenID redirect): the platform's configured domain with
 * PUBLIC_URL's scheme and port, never the request's Host or X-Forwarded-Host. With the default
 * PUBLIC_URL (http://localhost:3000) the demo platform's links are http://localhost:3000/… and
 * `<slug>.localhost`'s http://<slug>.localhost:3000/…; in production PUBLIC_URL=https://… (no
 * port) gives https://<domain>/….
 */
export function platformOriginFor(publicUrl: string): (domain: string) => string {
  const { protocol, port } = new URL(publicUrl);
  return (domain) => `${protocol}//${domain}${port ? `:${port}` : ''}`;
}
