import { describe, expect, it, vi } from 'vitest';
import { browserSpeaker, pickVoice } from './browser-speaker.js';

function voice(name: string, lang: string): SpeechSynthesisVoice {
  return { name, lang, default: false, localService: true, voiceURI: name } as SpeechSynthesisVoice;
}

describe('browserSpeaker', () => {
  it('is null where the browser has no speech synthesis', () => {
    expect(browserSpeaker({} as typeof globalThis)).toBeNull();
  });

  it('speaks with window.speechSynthesis: language, rate and the preferred voice, cancelling what was being read', () => {
    const voices = [voice('Google US English', 'en-US'), voice('Monica Female', 'es-ES'), voice('Jorge Male', 'es-ES')];
    const synthesis = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => voices };
    class Utterance {
      lang = '';
      rate = 1;
      voice: SpeechSynthesisVoice | null = null;
      constructor(readonly text: string) {}
    }
    const speaker = browserSpeaker({ speechSynthesis: synthesis, SpeechSynthesisUtterance: Utterance } as unknown as typeof globalThis);

    speaker?.speak({ text: 'Hola', language: 'es', rate: 1.25, voice: 'male' });

    expect(synthesis.cancel).toHaveBeenCalled();
    expect(synthesis.speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Hola', lang: 'es', rate: 1.25, voice: voices[2] }));
  });
});

describe('pickVoice', () => {
  const voices = [voice('Anna', 'de-DE'), voice('Paulina Female', 'es-MX'), voice('Diego', 'es-AR')];

  it('prefers a voice of the language whose name says the gender', () => {
    expect(pickVoice(voices, 'es', 'female')?.name).toBe('Paulina Female');
  });

  it('falls back to any voice of the language, and to none for a language without voices', () => {
    expect(pickVoice(voices, 'es', 'male')?.name).toBe('Paulina Female');
    expect(pickVoice(voices, 'ja', 'female')).toBeNull();
  });
});
