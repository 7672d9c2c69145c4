import { ServerEngines, SettingsPanel } from '@parla/react';

/** `/settings`: interface language, theme, playback speed and voice, then which tutor, speech and translation engines run. */
export function SettingsRoute() {
  return (
    <div className="app-page app-settings">
      <SettingsPanel titleAs="h1" />
      <ServerEngines />
    </div>
  );
}
