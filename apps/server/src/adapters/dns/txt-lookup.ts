import { Resolver } from 'node:dns/promises';

/** TXT records as receivers read them: each record's strings joined into one. */
export interface TxtLookup {
  /** The name's TXT records; none when the name or its records do not exist, or DNS does not answer. */
  txt(name: string): Promise<string[]>;
}

/** Asks the given DNS servers (`ip` or `ip:port`), else the system's resolver; a slow server costs 2 × 3 s at most. */
export function createTxtLookup(servers: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return {
    async txt(name) {
      try {
        const records = await resolver.resolveTxt(name);
        return records.map((chunks) => chunks.join(''));
      } catch {
        // NXDOMAIN, no TXT record, or no answer: the record is not (visibly) published.
        return [];
      }
    },
  };
}
