import type { LanguageCode } from '@parla/contract';

/** The embedded tutor's answers to "what does X mean?", in the learner's own language. */
export interface MeaningAnswerTexts {
  /** The dictionary's meaning: `{word}`, `{meaning}`. */
  means: string;
  /** The meaning of the word's dictionary form: `{word}`, `{base}`, `{meaning}`. */
  meansBase: string;
  /** The pair's dictionary lacks the word: `{word}`, `{dictionary}`. */
  notFound: string;
  /** No dictionary covers the pair: `{word}`. */
  noDictionary: string;
}

/** Per learner language, written for each language (each one's form of address, quotes and punctuation). */
export const MEANING_ANSWER_TEXTS: Readonly<Record<LanguageCode, MeaningAnswerTexts>> = {
  en: {
    means: '“{word}” means: {meaning}.',
    meansBase: '“{word}” is a form of “{base}”, which means: {meaning}.',
    notFound: 'I can’t find “{word}” in my offline dictionary ({dictionary}), so I can’t tell you what it means without a connection.',
    noDictionary: 'I have no offline dictionary for this pair of languages, so I can’t tell you what “{word}” means without a connection.',
  },
  es: {
    means: '«{word}» significa: {meaning}.',
    meansBase: '«{word}» es una forma de «{base}», que significa: {meaning}.',
    notFound: 'No encuentro «{word}» en mi diccionario sin conexión ({dictionary}), así que no puedo decirte qué significa.',
    noDictionary: 'No tengo un diccionario sin conexión para este par de idiomas, así que no puedo decirte qué significa «{word}».',
  },
  fr: {
    means: '« {word} » veut dire : {meaning}.',
    meansBase: '« {word} » est une forme de « {base} », qui veut dire : {meaning}.',
    notFound: 'Je ne trouve pas « {word} » dans mon dictionnaire hors ligne ({dictionary}), donc je ne peux pas te dire ce que ça veut dire.',
    noDictionary: 'Je n’ai pas de dictionnaire hors ligne pour cette paire de langues, donc je ne peux pas te dire ce que veut dire « {word} ».',
  },
  de: {
    means: '„{word}“ bedeutet: {meaning}.',
    meansBase: '„{word}“ ist eine Form von „{base}“, und das bedeutet: {meaning}.',
    notFound: 'Ich finde „{word}“ nicht in meinem Offline-Wörterbuch ({dictionary}), deshalb kann ich dir ohne Verbindung nicht sagen, was es bedeutet.',
    noDictionary: 'Ich habe kein Offline-Wörterbuch für dieses Sprachpaar, deshalb kann ich dir ohne Verbindung nicht sagen, was „{word}“ bedeutet.',
  },
  it: {
    means: '«{word}» significa: {meaning}.',
    meansBase: '«{word}» è una forma di «{base}», che significa: {meaning}.',
    notFound: 'Non trovo «{word}» nel mio dizionario offline ({dictionary}), quindi senza connessione non posso dirti cosa significa.',
    noDictionary: 'Non ho un dizionario offline per questa coppia di lingue, quindi senza connessione non posso dirti cosa significa «{word}».',
  },
  pt: {
    means: '«{word}» significa: {meaning}.',
    meansBase: '«{word}» é uma forma de «{base}», que significa: {meaning}.',
    notFound: 'Não encontro «{word}» no meu dicionário offline ({dictionary}), então sem conexão não consigo dizer o que significa.',
    noDictionary: 'Não tenho um dicionário offline para este par de línguas, então sem conexão não consigo dizer o que «{word}» significa.',
  },
  ja: {
    means: '「{word}」の意味は「{meaning}」です。',
    meansBase: '「{word}」は「{base}」の活用形で、意味は「{meaning}」です。',
    notFound: 'オフライン辞書（{dictionary}）に「{word}」が見つからないため、接続なしでは意味をお伝えできません。',
    noDictionary: 'この言語の組み合わせのオフライン辞書がないため、接続なしでは「{word}」の意味をお伝えできません。',
  },
  ko: {
    means: '“{word}”의 뜻은 “{meaning}”입니다.',
    meansBase: '“{word}”은(는) “{base}”의 활용형이며, 뜻은 “{meaning}”입니다.',
    notFound: '오프라인 사전({dictionary})에서 “{word}”을(를) 찾을 수 없어서, 연결 없이는 뜻을 알려 드릴 수 없습니다.',
    noDictionary: '이 언어 조합의 오프라인 사전이 없어서, 연결 없이는 “{word}”의 뜻을 알려 드릴 수 없습니다.',
  },
  zh: {
    means: '“{word}”的意思是：{meaning}。',
    meansBase: '“{word}”是“{base}”的变化形式，意思是：{meaning}。',
    notFound: '我的离线词典（{dictionary}）里没有“{word}”，所以没有网络时我无法告诉你它的意思。',
    noDictionary: '我没有这两种语言之间的离线词典，所以没有网络时我无法告诉你“{word}”的意思。',
  },
  uk: {
    means: '«{word}» означає: {meaning}.',
    meansBase: '«{word}» — форма слова «{base}», яке означає: {meaning}.',
    notFound: 'Я не знаходжу «{word}» у своєму офлайн-словнику ({dictionary}), тож без з’єднання не можу сказати, що це означає.',
    noDictionary: 'У мене немає офлайн-словника для цієї пари мов, тож без з’єднання не можу сказати, що означає «{word}».',
  },
  nl: {
    means: '„{word}” betekent: {meaning}.',
    meansBase: '„{word}” is een vorm van „{base}”, en dat betekent: {meaning}.',
    notFound: 'Ik kan „{word}” niet vinden in mijn offline woordenboek ({dictionary}), dus zonder verbinding kan ik je niet zeggen wat het betekent.',
    noDictionary: 'Ik heb geen offline woordenboek voor dit taalpaar, dus zonder verbinding kan ik je niet zeggen wat „{word}” betekent.',
  },
  pl: {
    means: '„{word}” znaczy: {meaning}.',
    meansBase: '„{word}” to forma słowa „{base}”, które znaczy: {meaning}.',
    notFound: 'Nie znajduję „{word}” w moim słowniku offline ({dictionary}), więc bez połączenia nie mogę powiedzieć, co to znaczy.',
    noDictionary: 'Nie mam słownika offline dla tej pary języków, więc bez połączenia nie mogę powiedzieć, co znaczy „{word}”.',
  },
  ru: {
    means: '«{word}» означает: {meaning}.',
    meansBase: '«{word}» — форма слова «{base}», которое означает: {meaning}.',
    notFound: 'Я не нахожу «{word}» в своём офлайн-словаре ({dictionary}), поэтому без подключения не могу сказать, что это значит.',
    noDictionary: 'У меня нет офлайн-словаря для этой пары языков, поэтому без подключения не могу сказать, что значит «{word}».',
  },
  sv: {
    means: '”{word}” betyder: {meaning}.',
    meansBase: '”{word}” är en form av ”{base}”, som betyder: {meaning}.',
    notFound: 'Jag hittar inte ”{word}” i min offlineordbok ({dictionary}), så utan uppkoppling kan jag inte säga vad det betyder.',
    noDictionary: 'Jag har ingen offlineordbok för det här språkparet, så utan uppkoppling kan jag inte säga vad ”{word}” betyder.',
  },
  tr: {
    means: '“{word}” şu anlama gelir: {meaning}.',
    meansBase: '“{word}”, “{base}” kelimesinin bir biçimidir; anlamı: {meaning}.',
    notFound: 'Çevrimdışı sözlüğümde ({dictionary}) “{word}” kelimesini bulamıyorum, bu yüzden bağlantı olmadan anlamını söyleyemem.',
    noDictionary: 'Bu dil çifti için çevrimdışı bir sözlüğüm yok, bu yüzden bağlantı olmadan “{word}” kelimesinin anlamını söyleyemem.',
  },
};
