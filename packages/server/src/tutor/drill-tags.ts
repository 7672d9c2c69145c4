import type { CorrectionCategory, LearningGoal } from '@parla/contract';

/**
 * What a drill practises, read from its English hints (a grammar drill's focus and note, a translation sentence's meaning
 * id and note, a vocabulary drill's gloss): the correction categories it exercises and the learner goals it serves. The
 * hints are English in every language's content, so one set of rules tags all 15 tutor languages.
 */
export interface DrillTags {
  categories: CorrectionCategory[];
  goals: LearningGoal[];
}

/** Grammar categories, tried in this order on a grammar hint; a hint none matches is `grammar`. */
const CATEGORY_RULES: ReadonlyArray<readonly [CorrectionCategory, RegExp]> = [
  ['word_order', /word order|verb second|verb at the end|inversion|inte in subclause|position|double (object )?pronouns|combined pronouns|mesoclisis|comes (before|after)|goes (before|after)/],
  ['agreement', /agree|\barticles?\b|gender|plural|feminine|masculine|\ben or ett\b|\bde or het\b|adjective ending|definite form|ett-word|n-declension/],
  ['word_choice', /\b(por or para|ser or estar|als or wenn)\b|preposition|\bpor \+|\bem \+|à \+|de \+ le/],
  [
    'conjugation',
    /verb|tense|preterit|pretérito|imperf|imparfait|perfe|passé|passato|futur|conditional|condizionale|conditionnel|subjun|subjonctif|congiuntivo|konjunktiv|imperative|present|past|infinitive|participle|gerund|gérondif|stem change|irregular|reflexive|\bform\b|-form|to be\b|to have\b|going to|used to|modal|passive|aspect|polite|causative|potential|volitional|want to|supine|progressive|plusquamperfekt|präteritum|piacere|gustar|gostar|, (yo|tú|je|tu|il|ich|io|eu|você|nós|nosotros|nous|noi|wir|jag|ik|ja|ты|ти)\b/,
  ],
];

/** Translation sentences (by meaning id, shared by every language; 'name' is an introduction) and vocabulary glosses that serve a theme goal. */
const THEME_RULES: ReadonlyArray<readonly [LearningGoal, RegExp]> = [
  ['travel', /^(coffee|station|water|price|beach|recommend|worth|unless|lost)$|luggage|journey|hotel|restaurant|get lost|outskirts|outer area|stroll|bargain|bought for less|sunset|ticket|station|sustainable/],
  ['business', /^(work|name|decision|call|should)$|appointment|meeting|postpone|delay|undertake|receipt|what you paid|be late|coffee break|drawback|disadvantage|cope|deal successfully|overwhelmed|save \(money\)|money aside|stands? out|convenient/],
];

/** Letters with a diacritic (Latin script): an answer with one also practises accents. */
const ACCENTED = /[à-öø-ÿā-ž]/i;

/** The category of a grammar hint (focus and note): the first rule that matches, else `grammar`. */
export function grammarCategory(hint: string): CorrectionCategory {
  const text = hint.toLowerCase();
  return CATEGORY_RULES.find(([, rule]) => rule.test(text))?.[0] ?? 'grammar';
}

/** The theme goals (travel, business) an English hint serves. */
export function themeGoals(hint: string): LearningGoal[] {
  const text = hint.toLowerCase();
  return THEME_RULES.filter(([, rule]) => rule.test(text)).map(([goal]) => goal);
}

/** Adds `accent` when the model answer has a letter with a diacritic. */
function withAccent(categories: CorrectionCategory[], model: string): CorrectionCategory[] {
  return ACCENTED.test(model) && !categories.includes('accent') ? [...categories, 'accent'] : categories;
}

/** Tags of a grammar drill: its category (and accents), serving the grammar goal. */
export function grammarDrillTags(focus: string, note: string, model: string): DrillTags {
  return { categories: withAccent([grammarCategory(`${focus} ${note}`)], model), goals: ['grammar'] };
}

/** Tags of a vocabulary drill: spelling (and accents, and agreement when its note names a gender), the vocabulary goal and its themes. */
export function vocabularyDrillTags(gloss: string, note: string | undefined, model: string): DrillTags {
  const gendered = /feminine|masculine|gender/.test(note ?? '');
  return { categories: withAccent(gendered ? ['spelling', 'agreement'] : ['spelling'], model), goals: ['vocabulary', ...themeGoals(gloss)] };
}

/** Tags of a sentence to translate: the category its note names (a sentence with a note serves the grammar goal), accents, themes. */
export function translationTags(meaningId: string, note: string | undefined, model: string): DrillTags {
  const categories = note === undefined ? [] : [grammarCategory(note)];
  return { categories: withAccent(categories, model), goals: [...(note === undefined ? [] : (['grammar'] as const)), ...themeGoals(meaningId)] };
}
