import { describe, expect, it } from 'vitest';
import { de } from './messages/de.js';
import type { Catalogue } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { it as italian } from './messages/it.js';
import { ko } from './messages/ko.js';
import { uk } from './messages/uk.js';
import { zh } from './messages/zh.js';

interface AddressRule {
  /** The catalogue, every area merged. */
  readonly catalogue: Catalogue;
  /** Matches the form of address the product does not use. */
  readonly forbidden: RegExp;
  /** A sentence in that form, to show the pattern catches it. */
  readonly sample: string;
  /** Keys left out of the check. */
  readonly ignoredKeys?: RegExp;
}

/** The chat's reply suggestions are the learner's own words to the tutor (informal), not the product speaking to the learner. */
const LEARNER_WORDS = /^chat\.starter\./;

const RULES: Readonly<Record<'de' | 'fr' | 'es' | 'it' | 'uk' | 'zh' | 'ko', AddressRule>> = {
  // de says "du": no polite "Sie"/"Ihr"/"Ihnen" (case-sensitive, so "sie" = they/it stays allowed).
  de: { catalogue: de, forbidden: /\b(Sie|Ihnen|Ihre[mnrs]?|Ihr)\b/, sample: 'Bitte prüfen Sie Ihr Postfach.' },
  // fr says "tu": no "vous"/"votre"/"vos", nor "veuillez" (the imperative of "vous").
  fr: { catalogue: fr, forbidden: /\b(vous|votre|vos|veuillez)\b/i, sample: 'Veuillez vérifier votre saisie.' },
  // es says "tú": only "usted(es)" is checked, because "su(s)" also means his/her/its ("todos sus mensajes").
  es: { catalogue: es, forbidden: /\busted(es)?\b/i, sample: '¿Usted ya tiene una cuenta?' },
  // it says "tu": no courtesy "Lei"/"Suo"/"Sua"/"Suoi"/"Sue", which are capitalised after a word or comma, unlike a sentence start.
  it: { catalogue: italian, forbidden: /[\p{L},;]\s(Lei|Suo|Sua|Suoi|Sue)\b/u, sample: 'Grazie per il Suo feedback.' },
  // uk says "ви" (as the catalogues and most Ukrainian interfaces do): no "ти"/"твій"/"тебе"… (\b does not see Cyrillic, hence the lookarounds).
  uk: { catalogue: uk, forbidden: /(?<!\p{L})(ти|твій|твоя|твоє|твої|твого|твоєї|твоїх|твоєму|тебе|тобі|тобою)(?!\p{L})/iu, sample: 'Ти вже маєш обліковий запис?', ignoredKeys: LEARNER_WORDS },
  // zh says "你": the polite "您" must not appear.
  zh: { catalogue: zh, forbidden: /您/, sample: '请检查您的邮箱。' },
  // ko speaks in 합쇼체 (-니다/-니까) with -세요 requests: no sentence ends in another 해요체 -요 ending.
  ko: { catalogue: ko, forbidden: /(?<!세)요[.?!…]*$/m, sample: '이 대화를 비울까요?', ignoredKeys: LEARNER_WORDS },
};

/** Splits a message at sentence ends so that an end-of-sentence pattern sees each sentence. */
function sentences(message: string): string {
  return message.replace(/([.?!])\s+/g, '$1\n');
}

describe('the form of address', () => {
  it.each(Object.entries(RULES))('%s addresses the learner in one form across every area', (_locale, rule) => {
    const offending = Object.entries(rule.catalogue).filter(([key, message]) => !(rule.ignoredKeys?.test(key) ?? false) && rule.forbidden.test(sentences(message)));

    expect(offending).toEqual([]);
  });

  it.each(Object.entries(RULES))('%s pattern recognises the form it forbids', (_locale, rule) => {
    expect(rule.forbidden.test(sentences(rule.sample))).toBe(true);
  });
});
