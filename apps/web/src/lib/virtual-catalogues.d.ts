// build-plugins/catalogue-bundles.ts: one language's first-load catalogues, by namespace.
declare module 'virtual:catalogues/*' {
  const catalogues: Record<string, Record<string, unknown>>;
  export = catalogues;
}

// build-plugins/catalogue-bundles.ts: one language's late catalogues, each loaded on demand.
declare module 'virtual:late-catalogues/*' {
  export const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
}
