import { describe, expect, it } from 'vitest';
import { chooseVoice } from './choose-voice.js';

const voices = [
  { name: 'Google US English', lang: 'en-US', default: true },
  { name: 'Microsoft Helena - Spanish (Spain)', lang: 'es-ES' },
  { name: 'Microsoft Pablo - Spanish (Spain)', lang: 'es-ES' },
  { name: 'Paulina', lang: 'es_MX' },
  { name: 'Juan', lang: 'es-MX' },
  { name: 'Microsoft Helle - Danish (Denmark)', lang: 'da-DK' },
];

describe('chooseVoice', () => {
  it('picks a voice of the exact language and the wanted gender', () => {
    expect(chooseVoice(voices, 'es-ES', 'female')?.name).toBe('Microsoft Helena - Spanish (Spain)');
    expect(chooseVoice(voices, 'es-ES', 'male')?.name).toBe('Microsoft Pablo - Spanish (Spain)');
    expect(chooseVoice(voices, 'es-MX', 'female')?.name).toBe('Paulina');
    expect(chooseVoice(voices, 'es-MX', 'male')?.name).toBe('Juan');
  });

  it('falls back to the base language, then to any voice of it', () => {
    expect(chooseVoice(voices, 'es-AR', 'male')?.name).toBe('Microsoft Pablo - Spanish (Spain)');
    expect(chooseVoice(voices, 'da', 'male')?.name).toBe('Microsoft Helle - Danish (Denmark)');
  });

  it('finds nothing when no voice speaks the language', () => {
    expect(chooseVoice(voices, 'ja-JP', 'female')).toBeUndefined();
  });
});
