import type { LanguageCode } from '@parla/contract';
import type { KeywordList, TopicId } from './content-types.js';

/**
 * A question that stays on a topic one more turn: plain, or with a slot for the learner's own word (`{name}`: a
 * name they gave; `{place}`: a place they live in, after the same preposition they used) and the same question
 * without it, asked when they gave none. Slots stand only where any name fits the grammar (a subject, after the
 * learner's own preposition); never for a common noun, whose gender or case the tutor does not know.
 */
export type FollowUpSource = string | readonly [slotted: string, plain: string];

/** One language's follow-ups: the words after which a learner gives a name or a place, and each topic's questions (one or two, A1-simple). */
export interface LanguageFollowUps {
  /** Words after which a learner names someone else (a pet, a brother): "se llama", "heißt"; never "me llamo". Empty where names are not read. */
  nameCues: KeywordList;
  /** Words after which a learner names where they live, ending with the preposition the `{place}` questions use ("vivo en"). */
  placeCues: KeywordList;
  /** Each topic's follow-ups, asked in order once the learner has answered the topic. */
  topics: Partial<Readonly<Record<TopicId, readonly FollowUpSource[]>>>;
}

/** The follow-ups of every language taught. */
export const FOLLOW_UPS: Readonly<Record<LanguageCode, LanguageFollowUps>> = {
  es: {
    nameCues: 'se llama|se llaman',
    placeCues: 'vivo en|vivimos en',
    topics: {
      work: ['¿Y qué haces en tu trabajo?'],
      travel: ['¿Y adónde te gusta viajar?'],
      food: ['¿Y qué más te gusta comer?'],
      family: [['¿Y qué le gusta hacer a {name}?', '¿Vives con tu familia?'], '¿Y dónde vive tu familia?'],
      sport: ['¿Y cuándo haces deporte?'],
      music: ['¿Y cuál es tu canción favorita?'],
      books: ['¿Y cuál es tu película favorita?'],
      study: ['¿Y desde cuándo estudias español?'],
      weekend: ['¿Y qué es lo que más te gusta hacer el fin de semana?'],
      home: [['¿Y qué te gusta de {place}?', '¿Y te gusta vivir allí?'], '¿Vives allí desde hace mucho?'],
      pets: [['¿Y cómo es {name}?', '¿Y cómo es tu mascota?'], ['¿Cuántos años tiene {name}?', '¿Cuántos años tiene tu mascota?']],
      weather: ['¿Y qué tiempo hace hoy?'],
    },
  },
  de: {
    nameCues: 'heißt|heißen|heisst|heissen',
    placeCues: 'wohne in|wohnen in|lebe in|leben in',
    topics: {
      work: ['Und was machst du bei der Arbeit?'],
      travel: ['Und wohin reist du gern?'],
      food: ['Und was isst du noch gern?'],
      family: [['Und was macht {name} gern?', 'Wohnst du bei deiner Familie?'], 'Und wo wohnt deine Familie?'],
      sport: ['Und wann machst du Sport?'],
      music: ['Und was ist dein Lieblingslied?'],
      books: ['Und was ist dein Lieblingsfilm?'],
      study: ['Und seit wann lernst du Deutsch?'],
      weekend: ['Und was machst du am Wochenende am liebsten?'],
      home: [['Und was gefällt dir in {place}?', 'Und wohnst du gern dort?'], 'Wohnst du schon lange dort?'],
      pets: [['Und wie ist {name}?', 'Und wie ist dein Haustier?'], ['Wie alt ist {name}?', 'Wie alt ist dein Haustier?']],
      weather: ['Und wie ist das Wetter heute?'],
    },
  },
  fr: {
    nameCues: 's appelle|s appellent',
    placeCues: 'habite à|habitons à|vis à|vivons à',
    topics: {
      work: ['Et qu’est-ce que tu fais dans ton travail ?'],
      travel: ['Et où aimes-tu voyager ?'],
      food: ['Et qu’est-ce que tu aimes manger d’autre ?'],
      family: [['Et qu’est-ce que {name} aime faire ?', 'Tu habites avec ta famille ?'], 'Et où habite ta famille ?'],
      sport: ['Et quand fais-tu du sport ?'],
      music: ['Et quelle est ta chanson préférée ?'],
      books: ['Et quel est ton film préféré ?'],
      study: ['Et depuis quand apprends-tu le français ?'],
      weekend: ['Et qu’est-ce que tu préfères faire le week-end ?'],
      home: [['Et qu’est-ce que tu aimes à {place} ?', 'Et tu aimes vivre là-bas ?'], 'Tu habites là-bas depuis longtemps ?'],
      pets: [['Et comment est {name} ?', 'Et comment est ton animal ?'], ['Quel âge a {name} ?', 'Quel âge a ton animal ?']],
      weather: ['Et quel temps fait-il aujourd’hui chez toi ?'],
    },
  },
  it: {
    nameCues: 'si chiama|si chiamano',
    placeCues: 'abito a|abitiamo a|vivo a|viviamo a',
    topics: {
      work: ['E che cosa fai nel tuo lavoro?'],
      travel: ['E dove ti piace viaggiare?'],
      food: ['E che cos’altro ti piace mangiare?'],
      family: [['E che cosa piace fare a {name}?', 'Vivi con la tua famiglia?'], 'E dove vive la tua famiglia?'],
      sport: ['E quando fai sport?'],
      music: ['E qual è la tua canzone preferita?'],
      books: ['E qual è il tuo film preferito?'],
      study: ['E da quanto tempo studi l’italiano?'],
      weekend: ['E che cosa ti piace fare di più nel fine settimana?'],
      home: [['E che cosa ti piace di {place}?', 'E ti piace vivere lì?'], 'Abiti lì da tanto tempo?'],
      pets: [['E com’è {name}?', 'E com’è il tuo animale?'], ['Quanti anni ha {name}?', 'Quanti anni ha il tuo animale?']],
      weather: ['E che tempo fa oggi da te?'],
    },
  },
  pt: {
    nameCues: 'se chama|chama se|se chamam',
    placeCues: 'moro em|moramos em|vivo em|vivemos em',
    topics: {
      work: ['E o que você faz no seu trabalho?'],
      travel: ['E para onde você gosta de viajar?'],
      food: ['E o que mais você gosta de comer?'],
      family: [['E o que {name} gosta de fazer?', 'Você mora com a sua família?'], 'E onde mora a sua família?'],
      sport: ['E quando você pratica esporte?'],
      music: ['E qual é a sua música favorita?'],
      books: ['E qual é o seu filme favorito?'],
      study: ['E há quanto tempo você estuda português?'],
      weekend: ['E o que você mais gosta de fazer no fim de semana?'],
      home: [['E do que você mais gosta em {place}?', 'E você gosta de morar aí?'], 'Você mora aí há muito tempo?'],
      pets: [['E como é {name}?', 'E como é o seu bicho?'], ['Quantos anos tem {name}?', 'Quantos anos tem o seu bicho?']],
      weather: ['E como está o tempo hoje aí?'],
    },
  },
  en: {
    nameCues: 'called|named|his name is|her name is|its name is',
    placeCues: 'live in|living in',
    topics: {
      work: ['And what do you do at work?'],
      travel: ['And where do you like to travel?'],
      food: ['And what else do you like to eat?'],
      family: [['And what does {name} like doing?', 'Do you live with your family?'], 'And where does your family live?'],
      sport: ['And when do you do sport?'],
      music: ['And what is your favourite song?'],
      books: ['And what is your favourite film?'],
      study: ['And how long have you been learning English?'],
      weekend: ['And what do you like doing most at the weekend?'],
      home: [['And what do you like about {place}?', 'And do you like living there?'], 'Have you lived there long?'],
      pets: [['And what is {name} like?', 'And what is your pet like?'], ['How old is {name}?', 'How old is your pet?']],
      weather: ['And what is the weather like today?'],
    },
  },
  ja: {
    nameCues: '',
    placeCues: '',
    topics: {
      work: ['どんな仕事をしていますか。'],
      travel: ['どこに旅行したいですか。'],
      food: ['ほかに何が好きですか。'],
      family: ['家族と住んでいますか。', '家族はどこに住んでいますか。'],
      sport: ['いつスポーツをしますか。'],
      music: ['好きな歌は何ですか。'],
      books: ['好きな映画は何ですか。'],
      study: ['いつから日本語を勉強していますか。'],
      weekend: ['週末は何をするのが一番好きですか。'],
      home: ['そこに住むのは好きですか。', 'そこに長く住んでいますか。'],
      pets: ['どんな子ですか。', '何歳ですか。'],
      weather: ['今日はどんな天気ですか。'],
    },
  },
  ko: {
    nameCues: '',
    placeCues: '',
    topics: {
      work: ['무슨 일을 해요?'],
      travel: ['어디로 여행 가고 싶어요?'],
      food: ['또 뭘 좋아해요?'],
      family: ['가족하고 같이 살아요?', '가족은 어디에 살아요?'],
      sport: ['언제 운동해요?'],
      books: ['제일 좋아하는 영화가 뭐예요?'],
      study: ['언제부터 한국어를 배웠어요?'],
      weekend: ['주말에 뭐 하는 게 제일 좋아요?'],
    },
  },
  zh: {
    nameCues: '',
    placeCues: '',
    topics: {
      work: ['你做什么工作？'],
      travel: ['你想去哪儿旅行？'],
      food: ['你还喜欢吃什么？'],
      family: ['你和家人一起住吗？', '你的家人住在哪儿？'],
      sport: ['你什么时候运动？'],
      books: ['你最喜欢的电影是什么？'],
      study: ['你学中文多久了？'],
      weekend: ['周末你最喜欢做什么？'],
    },
  },
  ru: {
    nameCues: 'его зовут|её зовут|ее зовут|их зовут',
    placeCues: '',
    topics: {
      work: ['А кем вы работаете?'],
      travel: ['А куда вы любите ездить?'],
      food: ['А что ещё вы любите есть?'],
      family: [['А что любит делать {name}?', 'Вы живёте с семьёй?'], 'А где живёт ваша семья?'],
      sport: ['А когда вы занимаетесь спортом?'],
      books: ['А какой ваш любимый фильм?'],
      study: ['А как давно вы учите русский?'],
      weekend: ['А что вы больше всего любите делать в выходные?'],
    },
  },
  uk: {
    nameCues: 'його звати|її звати|їх звати|його звуть|її звуть',
    placeCues: '',
    topics: {
      work: ['А ким ви працюєте?'],
      travel: ['А куди ви любите їздити?'],
      food: ['А що ще ви любите їсти?'],
      family: [['А що любить робити {name}?', 'Ви живете з родиною?'], 'А де живе ваша родина?'],
      sport: ['А коли ви займаєтеся спортом?'],
      books: ['А який ваш улюблений фільм?'],
      study: ['А як давно ви вивчаєте українську?'],
      weekend: ['А що ви найбільше любите робити у вихідні?'],
    },
  },
  pl: {
    nameCues: 'ma na imię|mają na imię',
    placeCues: '',
    topics: {
      work: ['A co robisz w pracy?'],
      travel: ['A dokąd lubisz jeździć?'],
      food: ['A co jeszcze lubisz jeść?'],
      family: [['A co lubi robić {name}?', 'Mieszkasz z rodziną?'], 'A gdzie mieszka twoja rodzina?'],
      sport: ['A kiedy uprawiasz sport?'],
      books: ['A jaki jest twój ulubiony film?'],
      study: ['A od kiedy uczysz się polskiego?'],
      weekend: ['A co najbardziej lubisz robić w weekend?'],
    },
  },
  nl: {
    nameCues: 'heet|heten',
    placeCues: '',
    topics: {
      work: ['En wat doe je op je werk?'],
      travel: ['En waar reis je graag naartoe?'],
      food: ['En wat eet je nog meer graag?'],
      family: [['En wat doet {name} graag?', 'Woon je bij je familie?'], 'En waar woont je familie?'],
      sport: ['En wanneer sport je?'],
      books: ['En wat is je lievelingsfilm?'],
      study: ['En hoelang leer je al Nederlands?'],
      weekend: ['En wat doe je het liefst in het weekend?'],
    },
  },
  sv: {
    nameCues: 'heter',
    placeCues: '',
    topics: {
      work: ['Och vad gör du på jobbet?'],
      travel: ['Och vart reser du helst?'],
      food: ['Och vad mer tycker du om att äta?'],
      family: [['Och vad tycker {name} om att göra?', 'Bor du med din familj?'], 'Och var bor din familj?'],
      sport: ['Och när tränar du?'],
      books: ['Och vilken är din favoritfilm?'],
      study: ['Och hur länge har du lärt dig svenska?'],
      weekend: ['Och vad gör du helst på helgen?'],
    },
  },
  tr: {
    nameCues: '',
    placeCues: '',
    topics: {
      work: ['Peki, işte ne yapıyorsun?'],
      travel: ['Peki, nereye gitmeyi seviyorsun?'],
      food: ['Peki, başka ne yemeyi seviyorsun?'],
      family: ['Ailenle mi yaşıyorsun?', 'Peki, ailen nerede yaşıyor?'],
      sport: ['Peki, ne zaman spor yapıyorsun?'],
      books: ['Peki, en sevdiğin film ne?'],
      study: ['Peki, ne zamandır Türkçe öğreniyorsun?'],
      weekend: ['Peki, hafta sonu en çok ne yapmayı seviyorsun?'],
    },
  },
};
