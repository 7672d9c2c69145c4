import { describe, expect, it } from 'vitest';
import { spellingCandidates } from './spelling-candidates.js';

describe('the words sent to the dictionary', () => {
  it('leaves out proper names that do not start a sentence', () => {
    expect(spellingCandidates('Hola, me llamo Ada y vivo en Sevilla.')).toEqual(['Hola', 'me', 'llamo', 'vivo', 'en']);
  });

  it('keeps a capitalised word that starts a sentence', () => {
    expect(spellingCandidates('Bien. Tengo hambre! Vale')).toEqual(['Bien', 'Tengo', 'hambre', 'Vale']);
  });

  it('leaves out numbers, links, addresses, hashtags, acronyms and emoji', () => {
    expect(spellingCandidates('tengo 3 gatos 2x https://example.com/gatos www.gatos.es ada@parla.test #gatos ONU 🐱 hoy')).toEqual(['tengo', 'gatos', 'hoy']);
  });

  it('lists each word once, whatever its case', () => {
    expect(spellingCandidates('Casa casa CASA casa.')).toEqual(['Casa']);
  });
});
