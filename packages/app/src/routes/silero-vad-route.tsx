import { useAppT } from '../i18n/use-app-t.js';

/** `/debug/silero-vad`: the live voice-activity-detection page; its content comes with the voice features. */
export function SileroVadRoute() {
  const t = useAppT();
  return (
    <section className="app-page app-debug" aria-labelledby="silero-vad-title">
      <h1 id="silero-vad-title">{t('debug.vad.title')}</h1>
      <p>{t('debug.vad.text')}</p>
      <p>{t('debug.pending')}</p>
    </section>
  );
}
