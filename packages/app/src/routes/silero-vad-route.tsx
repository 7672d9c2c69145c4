import { useLocale } from '@parla/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LiveVad, LiveVadState } from '@parla/sdk/voice';
import { useAppT } from '../i18n/use-app-t.js';
import { SileroVadSegmentTable } from './silero-vad-segment-table.js';

const IDLE: LiveVadState = { status: 'idle', probability: 0, speaking: false, segments: [], error: null };
const noState = { get: () => IDLE, listen: () => () => undefined };

/** `/debug/silero-vad`: the live voice-activity detector on the microphone — probability meter, speech indicator, segments. */
export function SileroVadRoute() {
  const t = useAppT();
  const { locale } = useLocale();
  const [vad, setVad] = useState<LiveVad | null>(null);
  const vadRef = useRef<LiveVad | null>(null);
  const [peak, setPeak] = useState(0);
  const store = vad?.$state ?? noState;
  const state = useSyncExternalStore(store.listen, store.get, store.get);

  useEffect(() => {
    setPeak((current) => Math.max(current, state.probability));
  }, [state.probability]);

  useEffect(
    () => () => {
      void vadRef.current?.destroy();
    },
    [],
  );

  const toggle = async () => {
    if (state.status === 'listening') {
      await vad?.pause();
      return;
    }
    let current = vadRef.current;
    if (!current) {
      const { createLiveVad } = await import('@parla/sdk/voice');
      current = createLiveVad({ assetBase: new URL('vad/', document.baseURI).href });
      vadRef.current = current;
      setVad(current);
    }
    await current.start();
  };

  const listening = state.status === 'listening';
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section className="app-page app-debug" aria-labelledby="silero-vad-title" data-status={state.status}>
      <h1 id="silero-vad-title">{t('debug.vad.title')}</h1>
      <p>{t('debug.vad.text')}</p>
      <p>
        <button type="button" className="parla-button" onClick={() => void toggle()} disabled={state.status === 'loading'} aria-pressed={listening}>
          {listening ? t('debug.vad.stop') : t('debug.vad.start')}
        </button>
      </p>
      <p role="status" data-testid="vad-status">
        {t(`debug.vad.status.${state.status}`, { error: state.error ?? '' })}
      </p>
      <p>
        <label htmlFor="vad-probability">{t('debug.vad.probability')}</label>{' '}
        <meter id="vad-probability" min={0} max={1} low={0.35} high={0.5} optimum={1} value={state.probability} data-testid="vad-probability">
          {number.format(state.probability)}
        </meter>{' '}
        <span aria-hidden="true">{number.format(state.probability)}</span>
      </p>
      <p data-testid="vad-peak" data-value={peak}>
        {t('debug.vad.peak', { value: number.format(peak) })}
      </p>
      <p data-testid="vad-speaking" data-speaking={state.speaking}>
        <span aria-hidden="true">{state.speaking ? '● ' : '○ '}</span>
        {state.speaking ? t('debug.vad.speaking') : t('debug.vad.silent')}
      </p>
      {state.segments.length > 0 ? (
        <SileroVadSegmentTable caption={t('debug.vad.segments')} rows={state.segments} testId="vad-segments" />
      ) : (
        <p>{t('debug.vad.noSegments')}</p>
      )}
    </section>
  );
}
