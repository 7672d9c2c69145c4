import type { LanguageCode } from '@parla/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { ELIDING_LANGUAGES, GRAMMAR_RULES } from './grammar-rules.js';
import { loadUkrainianLexicon } from './ukrainian-agreement-rule.js';

beforeAll(async () => {
  await loadUkrainianLexicon();
}, 30_000);

/** The message with every grammar finding of its language applied (the first of overlapping ones kept). */
function corrected(language: LanguageCode, text: string): string {
  const findings = (GRAMMAR_RULES[language] ?? []).flatMap((rule) => rule({ text, tokens: tokenize(text, ELIDING_LANGUAGES.has(language)) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

// Classes of the second held-out set's misses, each tested on sentences of no benchmark set.
describe('grammar rules for slips the second held-out set showed', () => {
  it('Dutch: puts the finite verb last after dat/omdat even with an adverb before it, not in a verb cluster', () => {
    expect(corrected('nl', 'Ze zegt dat ze vandaag werkt niet.')).toBe('Ze zegt dat ze vandaag niet werkt.');
    expect(corrected('nl', 'Ik weet dat ik het boek heb gelezen.')).toBe('Ik weet dat ik het boek heb gelezen.');
    expect(corrected('nl', 'Ik denk dat hij morgen wil komen.')).toBe('Ik denk dat hij morgen wil komen.');
  });

  it('Swedish, Dutch and German: "to be", not "to have", before how someone feels', () => {
    expect(corrected('sv', 'Hon har ledsen i dag.')).toBe('Hon är ledsen i dag.');
    expect(corrected('nl', 'Mijn broer heeft ziek.')).toBe('Mijn broer is ziek.');
    expect(corrected('de', 'Wir haben keine Zeit.')).toBe('Wir haben keine Zeit.');
    expect(corrected('de', 'Meine Mutter hat krank.')).toBe('Meine Mutter ist krank.');
    expect(corrected('nl', 'Ik heb het koud.')).toBe('Ik heb het koud.');
    expect(corrected('sv', 'Jag har en hund.')).toBe('Jag har en hund.');
  });

  it('Dutch: "het" before a diminutive or a listed het-noun, "de" before -heid, -ing, -tie; "het" as a pronoun left alone', () => {
    expect(corrected('nl', 'Ik drink de kopje thee.')).toBe('Ik drink het kopje thee.');
    expect(corrected('nl', 'De brood is vers.')).toBe('Het brood is vers.');
    expect(corrected('nl', 'Het vrijheid is belangrijk.')).toBe('De vrijheid is belangrijk.');
    expect(corrected('nl', 'Het ging goed en ik vind het leuk.')).toBe('Het ging goed en ik vind het leuk.');
    expect(corrected('nl', 'De kopjes staan op de tafel.')).toBe('De kopjes staan op de tafel.');
  });

  it('Ukrainian: a masculine adjective before a feminine or neuter noun takes its gender (dictionary-uk classes)', () => {
    expect(corrected('uk', 'Це дуже гарний кімната.')).toBe('Це дуже гарна кімната.');
    expect(corrected('uk', 'Київ великий місто.')).toBe('Київ велике місто.');
    expect(corrected('uk', 'Мій синій олівець і нова книжка.')).toBe('Мій синій олівець і нова книжка.');
    // A noun of common or masculine gender in -а is not judged.
    expect(corrected('uk', 'Він добрий колега.')).toBe('Він добрий колега.');
  });

  it('Japanese: the destination of 行く, 来る, 帰る takes に, not を; a road one goes along keeps を', () => {
    expect(corrected('ja', '来週、京都を行きたいです。')).toBe('来週、京都に行きたいです。');
    expect(corrected('ja', '六時に家を帰りました。')).toBe('六時に家に帰りました。');
    expect(corrected('ja', 'この道を行くと駅です。')).toBe('この道を行くと駅です。');
    expect(corrected('ja', '毎朝コーヒーを飲みます。')).toBe('毎朝コーヒーを飲みます。');
  });

  it('Chinese: 是 before a bare adjective ending the clause becomes 很; 是…的, 但是 and 是 + noun stay', () => {
    expect(corrected('zh', '今天我是累。')).toBe('今天我很累。');
    expect(corrected('zh', '这个菜是贵，但是好吃。')).toBe('这个菜很贵，但是好吃。');
    expect(corrected('zh', '他是高兴的。')).toBe('他是高兴的。');
    expect(corrected('zh', '她是老师。')).toBe('她是老师。');
  });

  it('Italian and French: a participle after "to be" agrees with a noun subject, its determiner or noun giving the gender', () => {
    expect(corrected('it', 'Le nostre cugine sono partiti ieri.')).toBe('Le nostre cugine sono partite ieri.');
    expect(corrected('it', 'Mia nonna è nato a Napoli.')).toBe('Mia nonna è nata a Napoli.');
    expect(corrected('fr', 'Les filles sont arrivé en retard.')).toBe('Les filles sont arrivées en retard.');
    expect(corrected('fr', 'Ma tante est venu hier.')).toBe('Ma tante est venue hier.');
    expect(corrected('fr', 'Le train est arrivé à midi.')).toBe('Le train est arrivé à midi.');
    // A name gives no gender: left alone.
    expect(corrected('fr', 'Paul et sa sœur sont venus.')).toBe('Paul et sa sœur sont venus.');
  });

  it('Spanish: "ser" before a bare profession, "estar de" kept', () => {
    expect(corrected('es', 'Mi hermana está enfermera en Madrid.')).toBe('Mi hermana es enfermera en Madrid.');
    expect(corrected('es', 'Este verano estoy de camarero.')).toBe('Este verano estoy de camarero.');
  });
});
