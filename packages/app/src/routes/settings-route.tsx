import { SettingsPanel } from '@parla/react';

/** `/settings`: interface language, theme, playback speed and voice. */
export function SettingsRoute() {
  return (
    <div className="app-page">
      <SettingsPanel titleAs="h1" />
    </div>
  );
}
