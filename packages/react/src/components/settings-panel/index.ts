export { SettingsPanel } from './settings-panel.js';
export type { SettingsPanelProps } from './settings-panel.js';
