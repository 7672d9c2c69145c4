import type { LanguageCode } from '@parla/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { ELIDING_LANGUAGES, GRAMMAR_RULES } from './grammar-rules.js';
import { loadRussianLexicon, russianAdjectiveForm } from './russian-agreement-rule.js';

beforeAll(async () => {
  await loadRussianLexicon();
}, 30_000);

/** The message with every grammar finding of its language applied (the first of overlapping ones kept). */
function corrected(language: LanguageCode, text: string): string {
  const findings = (GRAMMAR_RULES[language] ?? []).flatMap((rule) => rule({ text, tokens: tokenize(text, ELIDING_LANGUAGES.has(language)) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

// Classes of the third held-out set's misses, each tested on sentences of no benchmark set.
describe('grammar rules for slips the third held-out set showed', () => {
  it('Italian and Portuguese: a predicate adjective agrees with a subject opened by article + possessive', () => {
    expect(corrected('it', 'La nostra cucina è troppo piccolo.')).toBe('La nostra cucina è troppo piccola.');
    expect(corrected('it', 'Il mio appartamento è molto bella.')).toBe('Il mio appartamento è molto bello.');
    expect(corrected('pt', 'A minha cidade é muito bonito.')).toBe('A minha cidade é muito bonita.');
    expect(corrected('it', 'La mia camera è piccola e luminosa.')).toBe('La mia camera è piccola e luminosa.');
  });

  it('Dutch and Swedish: verb second after a first-place phrase opened by a preposition or time word', () => {
    expect(corrected('nl', 'Tijdens de les ik praat te veel.')).toBe('Tijdens de les praat ik te veel.');
    expect(corrected('nl', 'In de koude winter we blijven binnen.')).toBe('In de koude winter blijven we binnen.');
    expect(corrected('sv', 'I helgen vi åker till stugan.')).toBe('I helgen åker vi till stugan.');
    expect(corrected('sv', 'Med min syster jag går på bio.')).toBe('Med min syster går jag på bio.');
  });

  it('leaves right order, subordinate clauses and article-like pronouns after such a phrase alone', () => {
    for (const text of ['Op maandag werk ik thuis.', 'Op de markt koop ik fruit.', 'In de stad die ik ken, wonen veel mensen.', 'Na het eten het is tijd voor koffie.', 'Voor mij is dat moeilijk.']) {
      expect(corrected('nl', text), text).toBe(text);
    }
    for (const text of ['På jobbet pratar jag mycket engelska.', 'Efter att jag ätit gick jag hem.', 'I går det regnade hela dagen.', 'På lördag ska vi åka.', 'I dag ___ jag till Stockholm.', 'I morgon jag till Malmö.']) {
      expect(corrected('sv', text), text).toBe(text);
    }
  });

  it('Russian: a masculine adjective or possessive before a feminine or neuter noun takes its gender (dictionary-ru as lexicon)', () => {
    expect(corrected('ru', 'Это синий сумка.')).toBe('Это синяя сумка.');
    expect(corrected('ru', 'Какой красивый море!')).toBe('Какой красивое море!');
    expect(corrected('ru', 'Мой мама работает в школе.')).toBe('Моя мама работает в школе.');
    expect(corrected('ru', 'Это русский музыка.')).toBe('Это русская музыка.');
    for (const text of ['Мой папа очень добрый.', 'Это хороший мужчина.', 'Вчера был хороший день.', 'Моя сестра купила новую машину.', 'В большой комнате стоит стол.', 'Он мой хороший коллега.']) {
      expect(corrected('ru', text), text).toBe(text);
    }
    expect(['хороший', 'большой', 'синий', 'русский'].map((adjective) => russianAdjectiveForm(adjective, 'f'))).toEqual(['хорошая', 'большая', 'синяя', 'русская']);
    expect(['хороший', 'большой', 'синий', 'русский'].map((adjective) => russianAdjectiveForm(adjective, 'n'))).toEqual(['хорошее', 'большое', 'синее', 'русское']);
  });

  it('Spanish: a question or exclamation opens with ¿ or ¡, where the sentence shows where it starts', () => {
    expect(corrected('es', 'Hola. Vienes a la fiesta el sábado?')).toBe('Hola. ¿Vienes a la fiesta el sábado?');
    expect(corrected('es', 'Perdone, dónde está el museo?')).toBe('Perdone, ¿dónde está el museo?');
    expect(corrected('es', 'Gracias por todo!')).toBe('¡Gracias por todo!');
    for (const text of ['Oye, ¿vienes mañana?', 'Me gusta el café y tú?', 'Hola, me llamo Ana. Y tú cómo te llamas?', 'Vivo en Lima desde 2020.']) {
      expect(corrected('es', text), text).toBe(text);
    }
  });

  it('English: the present perfect with since + a starting point; do, not make, with homework, exercise, the dishes', () => {
    expect(corrected('en', 'We are working together since March.')).toBe('We have been working together since March.');
    expect(corrected('en', 'My sister is sick since Monday.')).toBe('My sister has been sick since Monday.');
    expect(corrected('en', 'He works at the bank since 2015.')).toBe('He has worked at the bank since 2015.');
    expect(corrected('en', "I'm studying Spanish since I moved to Madrid.")).toBe("I've been studying Spanish since I moved to Madrid.");
    for (const text of ['I stay at home since it is raining.', 'I have lived here since 2019.', 'It is ten years since I left school.', 'It is the first time since 2019 that I see snow.']) {
      expect(corrected('en', text), text).toBe(text);
    }
    expect(corrected('en', 'I need to make my homework before dinner.')).toBe('I need to do my homework before dinner.');
    expect(corrected('en', 'She made the dishes after lunch.')).toBe('She did the dishes after lunch.');
    expect(corrected('en', 'I have made my homework already.')).toBe('I have done my homework already.');
    expect(corrected('en', 'This app makes homework easier.')).toBe('This app makes homework easier.');
  });

  it('Chinese: 没, not 不, for an action at a past point in time; Japanese: で for the place of an activity', () => {
    expect(corrected('zh', '前天我不去上课。')).toBe('前天我没去上课。');
    for (const text of ['我昨天不想去学校。', '我昨天不舒服。', '去年我不喝酒。', '我明天不去学校。', '昨天他说他明天不去。']) {
      expect(corrected('zh', text), text).toBe(text);
    }
    expect(corrected('ja', '公園を遊びました。')).toBe('公園で遊びました。');
    expect(corrected('ja', '毎日ジムを練習しています。')).toBe('毎日ジムで練習しています。');
    for (const text of ['家を買いました。', '公園を散歩しました。', '部屋を掃除しました。', '駅を出ました。']) {
      expect(corrected('ja', text), text).toBe(text);
    }
  });

  it('Spanish and Portuguese: the subjunctive in a time clause about the future, not in a habit, a question or a present condition', () => {
    expect(corrected('es', 'Cuando termino la universidad, voy a viajar por Asia.')).toBe('Cuando termine la universidad, voy a viajar por Asia.');
    expect(corrected('es', 'Voy a llamarte cuando llego a casa.')).toBe('Voy a llamarte cuando llegue a casa.');
    expect(corrected('pt', 'Quando você vem, vou te mostrar a cidade.')).toBe('Quando você vier, vou te mostrar a cidade.');
    expect(corrected('pt', 'Se eu tenho dinheiro amanhã, vou comprar o livro.')).toBe('Se eu tiver dinheiro amanhã, vou comprar o livro.');
    for (const text of ['Cuando tengo hambre, como fruta.', 'Cuando llego a casa, siempre voy a la cocina.', 'Si tengo tiempo, voy a ir al cine.', 'Cuando tenga tiempo, voy a leer más.']) {
      expect(corrected('es', text), text).toBe(text);
    }
    for (const text of ['Se eu tenho dinheiro, compro o livro.', 'Quando eu tenho tempo, sempre leio.']) {
      expect(corrected('pt', text), text).toBe(text);
    }
  });

  it('Spanish and Portuguese: estar for a passing state of a person that a time word marks, ser left alone without one', () => {
    expect(corrected('pt', 'O meu pai é doente desde segunda-feira.')).toBe('O meu pai está doente desde segunda-feira.');
    expect(corrected('es', 'Soy muy nervioso hoy.')).toBe('Estoy muy nervioso hoy.');
    for (const text of ['O meu avô é doente do coração.', 'A música é triste.']) {
      expect(corrected('pt', text), text).toBe(text);
    }
    for (const text of ['Es una persona triste.', 'La película es triste.', 'Mi padre es enfermo.']) {
      expect(corrected('es', text), text).toBe(text);
    }
  });

  it('Romance languages: a person noun subject takes the third person, also after a first- or second-person form; a time phrase does not', () => {
    expect(corrected('es', 'Mi novio estudio medicina.')).toBe('Mi novio estudia medicina.');
    expect(corrected('pt', 'O meu pai trabalho num banco.')).toBe('O meu pai trabalha num banco.');
    expect(corrected('it', 'Mia figlia lavoro a Torino.')).toBe('Mia figlia lavora a Torino.');
    expect(corrected('fr', 'Mon copain travailles beaucoup.')).toBe('Mon copain travaille beaucoup.');
    expect(corrected('it', 'I miei cugini abita a Napoli.')).toBe('I miei cugini abitano a Napoli.');
    for (const text of ['El lunes trabajo en casa.', 'La semana pasada trabajé mucho.', 'Mi madre y yo vivimos juntos.']) {
      expect(corrected('es', text), text).toBe(text);
    }
  });

  it('Spanish, Portuguese and Japanese: a past tense after a time word that opens the sentence in the past', () => {
    expect(corrected('es', 'Anoche mi hermano llega muy tarde.')).toBe('Anoche mi hermano llegó muy tarde.');
    expect(corrected('es', 'La semana pasada busco trabajo.')).toBe('La semana pasada busqué trabajo.');
    expect(corrected('pt', 'Ontem eu chego tarde em casa.')).toBe('Ontem eu cheguei tarde em casa.');
    expect(corrected('ja', '先週は仕事に行きません。')).toBe('先週は仕事に行きませんでした。');
    for (const text of ['Desde ayer estoy enfermo.', 'El libro que compré ayer es muy bueno.', 'Ayer, como siempre, fui al gimnasio.', 'Ayer me dijo que viene mañana.', 'El verano pasado viajamos a Perú.']) {
      expect(corrected('es', text), text).toBe(text);
    }
    expect(corrected('pt', 'Desde ontem estou doente.')).toBe('Desde ontem estou doente.');
    for (const text of ['去年から日本語を勉強しています。', '昨日買った本を明日読みます。']) {
      expect(corrected('ja', text), text).toBe(text);
    }
  });

  it('German: a singular noun subject takes a singular verb, a fronted object and plural-looking nouns are left alone', () => {
    expect(corrected('de', 'Mein Bruder wohnen in Köln.')).toBe('Mein Bruder wohnt in Köln.');
    expect(corrected('de', 'Die Katze schlafen auf dem Sofa.')).toBe('Die Katze schläft auf dem Sofa.');
    expect(corrected('de', 'Dieses Mädchen sprechen drei Sprachen.')).toBe('Dieses Mädchen spricht drei Sprachen.');
    for (const text of ['Die Stadt haben wir im Sommer besucht.', 'Die Lehrer haben viel Arbeit.', 'Das Zimmer haben wir gestern gestrichen.', 'Meine Freundin kommt aus Polen.']) {
      expect(corrected('de', text), text).toBe(text);
    }
  });

  it('Japanese 会う with に, Korean 좋다 with 이/가, Dutch age with zijn', () => {
    expect(corrected('ja', '駅で先生を会いました。')).toBe('駅で先生に会いました。');
    expect(corrected('ko', '저는 음악을 좋아요.')).toBe('저는 음악이 좋아요.');
    expect(corrected('ko', '저는 커피를 좋아해요.')).toBe('저는 커피를 좋아해요.');
    expect(corrected('nl', 'Mijn zus heeft vijfentwintig jaar.')).toBe('Mijn zus is vijfentwintig jaar.');
    expect(corrected('nl', 'Ik heb twintig jaar gewerkt.')).toBe('Ik heb twintig jaar gewerkt.');
  });

  it('Italian and Portuguese: the imperfect subjunctive after "se" opening a clause, not after "se" meaning whether', () => {
    expect(corrected('it', 'Se io sarei ricco, comprerei una barca.')).toBe('Se io fossi ricco, comprerei una barca.');
    expect(corrected('it', 'Se potrei, verrei con voi.')).toBe('Se potessi, verrei con voi.');
    expect(corrected('pt', 'Se nós temos dinheiro, compraríamos uma casa.')).toBe('Se nós tivéssemos dinheiro, compraríamos uma casa.');
    expect(corrected('pt', 'Se eu teria mais tempo, estudaria mais.')).toBe('Se eu tivesse mais tempo, estudaria mais.');
    for (const [language, text] of [['it', 'Non so se verrebbe.'], ['it', 'Mi chiedo se potresti aiutarmi.'], ['pt', 'Se ela tem fome, come.'], ['pt', 'Não sei se ele viria.']] as const) {
      expect(corrected(language, text), text).toBe(text);
    }
  });

  it('French, Spanish, Italian and Portuguese: a preposition and an article that the language joins, not a pronoun before a verb', () => {
    expect(corrected('fr', 'Ce soir, je vais à le cinéma avec Paul.')).toBe('Ce soir, je vais au cinéma avec Paul.');
    expect(corrected('es', 'El coche de el vecino es rojo.')).toBe('El coche del vecino es rojo.');
    expect(corrected('it', 'Metto le chiavi in la borsa.')).toBe('Metto le chiavi nella borsa.');
    expect(corrected('pt', 'Vamos a a praia amanhã.')).toBe('Vamos à praia amanhã.');
    for (const [language, text] of [['fr', "J'ai commencé à le faire hier."], ['fr', 'Il a décidé de les aider.'], ['es', 'Este libro es de el.'], ['es', 'Vengo de El Salvador.'], ['pt', 'Antes de o ver, liguei.']] as const) {
      expect(corrected(language, text), text).toBe(text);
    }
  });

  it('English: no plural for information, advice, furniture…; more or -er, not both', () => {
    expect(corrected('en', 'Thanks for the informations about the course.')).toBe('Thanks for the information about the course.');
    expect(corrected('en', 'My new flat is more bigger than the old one.')).toBe('My new flat is bigger than the old one.');
    expect(corrected('en', 'This is the most biggest city I have seen.')).toBe('This is the biggest city I have seen.');
    for (const text of ['There are more older people in Japan now.', 'I need more information.', 'She is the most famous singer.']) {
      expect(corrected('en', text), text).toBe(text);
    }
  });
});
