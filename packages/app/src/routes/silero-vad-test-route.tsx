import { useAppT } from '../i18n/use-app-t.js';

/** `/debug/silero-vad-test`: the voice-activity-detection test page; its content comes with the voice features. */
export function SileroVadTestRoute() {
  const t = useAppT();
  return (
    <section className="app-page app-debug" aria-labelledby="silero-vad-test-title">
      <h1 id="silero-vad-test-title">{t('debug.vadTest.title')}</h1>
      <p>{t('debug.vadTest.text')}</p>
      <p>{t('debug.pending')}</p>
    </section>
  );
}
