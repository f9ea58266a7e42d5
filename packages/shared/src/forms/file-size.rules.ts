/** SPEC §9: sizes are shown in bytes, kb, mb, gb, tb, base 1024. */
export const FILE_SIZE_UNITS = ['bytes', 'kb', 'mb', 'gb', 'tb'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** The value (at most two decimals) and unit, for callers that format numbers per locale. */
export function fileSizeParts(bytes: number): { value: number; unit: FileSizeUnit } {
  if (!Number.isFinite(bytes) || bytes <= 0) return { value: 0, unit: 'bytes' };
  const index = Math.min(FILE_SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = Math.round((bytes / 1024 ** index) * 100) / 100;
  return { value, unit: FILE_SIZE_UNITS[index] ?? 'bytes' };
}

/** `1536` → `1.5 kb`; unit symbols are the same in every language the product offers. */
export function formatFileSize(bytes: number): string {
  const { value, unit } = fileSizeParts(bytes);
  return `${value} ${unit}`;
}
