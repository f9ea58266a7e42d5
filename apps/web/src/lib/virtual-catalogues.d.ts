// build-plugins/catalogue-bundles.ts: one language's first-load catalogues, by namespace.
declare module 'virtual:catalogues/*' {
  const catalogues: Record<string, Record<string, unknown>>;
  export = catalogues;
}
