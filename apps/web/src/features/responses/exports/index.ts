export { DOWNLOAD_TIMEOUT_MS, downloadFile } from './download';
export { ExportConfigPage } from './export-config-page';
export { ExportMenu, type ExportMenuProps } from './export-menu';
export { ExportViewPage } from './export-view-page';
