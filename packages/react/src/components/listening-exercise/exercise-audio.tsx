import { useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiPause, mdiPlay, mdiReplay } from '@mdi/js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { Icon } from '../icon/icon.js';

/** Props of {@link ExerciseAudio}; the rest are spread on its group. */
export interface ExerciseAudioProps extends HTMLAttributes<HTMLDivElement> {
  /** Base64 audio. */
  audioData: string;
  /** Its MIME type, e.g. `audio/wav`. */
  contentType: string;
  /** The pace it was spoken at (the exercise's difficulty), shown beside the buttons. */
  speed: number;
}

/** The exercise's audio: Play/Pause and Replay (from the start) over an `<audio>` element, and the pace. */
export function ExerciseAudio({ audioData, contentType, speed, className, ...rest }: ExerciseAudioProps) {
  const t = useT();
  const intl = useIntl();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  function play(fromStart: boolean): void {
    const audio = audioRef.current;
    if (!audio) {
      return;
    }
    if (fromStart) {
      audio.currentTime = 0;
    }
    Promise.resolve(audio.play()).catch((error: unknown) => {
      console.error('[@parla/react] The exercise audio could not be played', error);
      setPlaying(false);
    });
  }

  return (
    <div role="group" aria-label={t('listening.player')} className={className ? `parla-exercise-audio ${className}` : 'parla-exercise-audio'} data-state={playing ? 'playing' : 'paused'} {...rest}>
      <audio
        ref={audioRef}
        src={`data:${contentType};base64,${audioData}`}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <button type="button" className="parla-button" onClick={() => (playing ? audioRef.current?.pause() : play(false))}>
        <Icon path={playing ? mdiPause : mdiPlay} />
        {t(playing ? 'listening.pause' : 'listening.play')}
      </button>
      <button type="button" className="parla-button" data-variant="text" onClick={() => play(true)}>
        <Icon path={mdiReplay} />
        {t('listening.replay')}
      </button>
      <span className="parla-exercise-audio__pace">{t('listening.pace', { speed: intl.formatNumber(speed, { maximumFractionDigits: 2 }) })}</span>
    </div>
  );
}
