import { IMPORT_MAX_BYTES } from '@opencall/shared/applications';

/** Why a chosen file is refused before it is sent; null when it may go. */
export function localFileProblem(file: { name: string; size: number }): 'tooLarge' | 'wrongType' | null {
  if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return 'wrongType';
  return file.size > IMPORT_MAX_BYTES ? 'tooLarge' : null;
}

/** The file's bytes, base64-encoded, as the import calls carry them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('file read failed'));
    reader.readAsDataURL(file);
  });
}
