export { ProfilePanel } from './profile-panel.js';
export type { ProfilePanelProps } from './profile-panel.js';
export { browserDownload } from '../../ports/download-file.js';
export type { DownloadFile } from '../../ports/download-file.js';
