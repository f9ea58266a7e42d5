// What other features may use of files (uploads, previews, signed links); it has no pages of its own.
export { FilePreview, type StoredFileRef } from './components/file-preview';
export { FileUploadInput, type FileUploadValue } from './components/file-upload-input';
export { formatFileSize } from './upload-messages';
