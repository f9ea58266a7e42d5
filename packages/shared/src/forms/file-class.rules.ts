/** SPEC §5 file classes by extension; the viewer picks a player or preview from the class. */
export const FILE_EXTENSIONS_BY_CLASS = {
  pdf: ['pdf'],
  audio: ['mp3', 'wav', 'aac', 'm4a'],
  video: ['mp4', 'avi', 'mov', 'qt', 'wmv', 'webm', 'ogg', 'flv'],
  image: ['png', 'gif', 'jpg', 'jpeg', 'tiff', 'bmp', 'svg'],
} as const satisfies Record<string, readonly string[]>;
export type FileClass = keyof typeof FILE_EXTENSIONS_BY_CLASS;

const CLASS_BY_EXTENSION = new Map<string, FileClass>(
  Object.entries(FILE_EXTENSIONS_BY_CLASS).flatMap(([fileClass, extensions]) =>
    extensions.map((extension) => [extension, fileClass as FileClass] as const),
  ),
);

/** Class of a file name, key or URL by its extension (case-insensitive; query and hash ignored). */
export function fileClassOf(filename: string): FileClass | null {
  const name = filename.split(/[?#]/)[0] ?? '';
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot < name.lastIndexOf('/')) return null;
  return CLASS_BY_EXTENSION.get(name.slice(dot + 1).toLowerCase()) ?? null;
}
