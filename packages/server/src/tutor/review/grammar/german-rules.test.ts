import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { GERMAN_RULES } from './german-rules.js';

function corrected(text: string): string {
  const findings = GERMAN_RULES.flatMap((rule) => rule({ text, tokens: tokenize(text, false) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('the German grammar rules', () => {
  it('put the verb second after a first-place adverb, phrase or subordinate clause', () => {
    expect(corrected('Morgen wir fahren nach Hamburg.')).toBe('Morgen fahren wir nach Hamburg.');
    expect(corrected('Am Wochenende ich spiele Fußball.')).toBe('Am Wochenende spiele ich Fußball.');
    expect(corrected('Wenn es regnet, ich bleibe zu Hause.')).toBe('Wenn es regnet, bleibe ich zu Hause.');
    expect(corrected('Gestern ich arbeitete lange.')).toBe('Gestern arbeitete ich lange.');
  });

  it('put the verb last after weil, dass, ob, wenn', () => {
    expect(corrected('Ich bleibe hier, weil ich habe keine Zeit.')).toBe('Ich bleibe hier, weil ich keine Zeit habe.');
    expect(corrected('Er sagt, dass er kann nicht kommen.')).toBe('Er sagt, dass er nicht kommen kann.');
  });

  it('put the verb last after a noun subject too: a name, a noun with its determiner, an adjective between', () => {
    expect(corrected('Ich fahre mit dem Auto, weil mein Bruder hat ein Auto.')).toBe('Ich fahre mit dem Auto, weil mein Bruder ein Auto hat.');
    expect(corrected('Ich glaube, dass Anna wohnt in Wien.')).toBe('Ich glaube, dass Anna in Wien wohnt.');
    expect(corrected('Ich bin froh, weil die neue Wohnung ist groß.')).toBe('Ich bin froh, weil die neue Wohnung groß ist.');
    expect(corrected('Ich weiß, dass die Kinder spielen gern.')).toBe('Ich weiß, dass die Kinder gern spielen.');
  });

  it('take sein for verbs of movement, conjugate for the subject, and fit ein to the noun', () => {
    expect(corrected('Wir haben nach Berlin gekommen.')).toBe('Wir sind nach Berlin gekommen.');
    expect(corrected('Du hat einen Hund.')).toBe('Du hast einen Hund.');
    expect(corrected('Ich kaufe eine Apfel.')).toBe('Ich kaufe einen Apfel.');
    expect(corrected('Das ist ein Blume.')).toBe('Das ist eine Blume.');
    expect(corrected('Ich fahre mit ein Freundin.')).toBe('Ich fahre mit einer Freundin.');
  });

  it('read a masculine noun phrase right after a fronted or first verb as its possible subject, not as an object in the wrong case', () => {
    for (const sentence of ['Am Montag hat mein Bruder Geburtstag.', 'Im Sommer haben mein Vater und ich den Garten gemacht.', 'Braucht dein Bruder noch Hilfe?', 'Heute nimmt auch mein Onkel teil.']) {
      expect(corrected(sentence)).toBe(sentence);
    }
    expect(corrected('Mein Vater hat ein Hund.')).toBe('Mein Vater hat einen Hund.');
    expect(corrected('Am Abend trinke ich ein Tee.')).toBe('Am Abend trinke ich einen Tee.');
  });

  it('leave correct sentences alone', () => {
    for (const sentence of [
      'Heute gehe ich ins Kino.',
      'Ich weiß, dass du müde bist.',
      'Weil ich früh aufstehe, bin ich müde.',
      'Morgen will ich schwimmen gehen.',
      'Ich glaube, ob er kommt, ist unklar.',
      'Mein Bruder und ich gehen heute schwimmen.',
      'Es hat mir gut gefallen.',
      'Ich habe das Auto gefahren.',
      'Ich sehe eine Katze und ein Haus.',
      'Wenn du willst, kannst du kommen.',
      'Ich weiß, dass die Leute arbeiten müssen.',
      'Ich bleibe zu Hause, weil wir morgen früh aufstehen.',
      'Er sagt, dass der Zug pünktlich ist.',
      'Weil Anna krank ist, bleibt sie zu Hause.',
    ]) {
      expect(corrected(sentence)).toBe(sentence);
    }
  });
});
