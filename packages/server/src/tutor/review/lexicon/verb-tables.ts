// Present-tense verb forms of the most frequent verbs, as data: irregular verbs written out, regular
// verbs listed by infinitive and conjugated by their class's endings. Order of every paradigm:
// 1st, 2nd, 3rd person singular, then 1st, 2nd, 3rd person plural.

/** A grammatical person. */
export type Person = '1s' | '2s' | '3s' | '1p' | '2p' | '3p';

/** The six persons in paradigm order. */
export const PERSONS: readonly Person[] = ['1s', '2s', '3s', '1p', '2p', '3p'];

/** One language's verbs: subject pronouns with their persons, irregular paradigms and regular verbs. */
export interface VerbData {
  /** Subject pronouns (lower case) and the persons each can be. */
  pronouns: Readonly<Record<string, readonly Person[]>>;
  /** Irregular verbs: infinitive → the six present forms. */
  irregular: Readonly<Record<string, readonly string[]>>;
  /** Regular verbs by class: the infinitive ending removed, the class's six endings added. */
  regular: readonly { ending: string; endings: readonly string[]; verbs: readonly string[] }[];
}

export const SPANISH_VERBS: VerbData = {
  pronouns: { yo: ['1s'], 'tú': ['2s'], 'él': ['3s'], ella: ['3s'], usted: ['3s'], nosotros: ['1p'], nosotras: ['1p'], vosotros: ['2p'], vosotras: ['2p'], ellos: ['3p'], ellas: ['3p'], ustedes: ['3p'] },
  irregular: {
    ser: ['soy', 'eres', 'es', 'somos', 'sois', 'son'],
    estar: ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'],
    tener: ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'],
    ir: ['voy', 'vas', 'va', 'vamos', 'vais', 'van'],
    hacer: ['hago', 'haces', 'hace', 'hacemos', 'hacéis', 'hacen'],
    querer: ['quiero', 'quieres', 'quiere', 'queremos', 'queréis', 'quieren'],
    poder: ['puedo', 'puedes', 'puede', 'podemos', 'podéis', 'pueden'],
    saber: ['sé', 'sabes', 'sabe', 'sabemos', 'sabéis', 'saben'],
    venir: ['vengo', 'vienes', 'viene', 'venimos', 'venís', 'vienen'],
    decir: ['digo', 'dices', 'dice', 'decimos', 'decís', 'dicen'],
    salir: ['salgo', 'sales', 'sale', 'salimos', 'salís', 'salen'],
    poner: ['pongo', 'pones', 'pone', 'ponemos', 'ponéis', 'ponen'],
    ver: ['veo', 'ves', 've', 'vemos', 'veis', 'ven'],
    dar: ['doy', 'das', 'da', 'damos', 'dais', 'dan'],
    conocer: ['conozco', 'conoces', 'conoce', 'conocemos', 'conocéis', 'conocen'],
    preferir: ['prefiero', 'prefieres', 'prefiere', 'preferimos', 'preferís', 'prefieren'],
    pensar: ['pienso', 'piensas', 'piensa', 'pensamos', 'pensáis', 'piensan'],
    jugar: ['juego', 'juegas', 'juega', 'jugamos', 'jugáis', 'juegan'],
    dormir: ['duermo', 'duermes', 'duerme', 'dormimos', 'dormís', 'duermen'],
    empezar: ['empiezo', 'empiezas', 'empieza', 'empezamos', 'empezáis', 'empiezan'],
    volver: ['vuelvo', 'vuelves', 'vuelve', 'volvemos', 'volvéis', 'vuelven'],
    pedir: ['pido', 'pides', 'pide', 'pedimos', 'pedís', 'piden'],
    entender: ['entiendo', 'entiendes', 'entiende', 'entendemos', 'entendéis', 'entienden'],
  },
  regular: [
    { ending: 'ar', endings: ['o', 'as', 'a', 'amos', 'áis', 'an'], verbs: ['hablar', 'trabajar', 'estudiar', 'comprar', 'cocinar', 'viajar', 'bailar', 'cantar', 'escuchar', 'mirar', 'tomar', 'llegar', 'necesitar', 'visitar', 'caminar', 'practicar', 'usar', 'llamar', 'desayunar', 'cenar', 'nadar', 'ayudar', 'esperar', 'pagar', 'buscar', 'gustar', 'preparar', 'limpiar', 'descansar', 'ganar', 'terminar', 'olvidar', 'alquilar', 'reservar', 'celebrar', 'regresar'] },
    { ending: 'er', endings: ['o', 'es', 'e', 'emos', 'éis', 'en'], verbs: ['comer', 'beber', 'aprender', 'leer', 'correr', 'vender', 'comprender', 'creer', 'deber', 'responder'] },
    { ending: 'ir', endings: ['o', 'es', 'e', 'imos', 'ís', 'en'], verbs: ['vivir', 'escribir', 'abrir', 'recibir', 'subir', 'compartir', 'decidir', 'asistir', 'discutir'] },
  ],
};

export const PORTUGUESE_VERBS: VerbData = {
  pronouns: { eu: ['1s'], tu: ['2s'], ele: ['3s'], ela: ['3s'], 'você': ['3s'], 'nós': ['1p'], eles: ['3p'], elas: ['3p'], 'vocês': ['3p'] },
  irregular: {
    ser: ['sou', 'és', 'é', 'somos', 'sois', 'são'],
    estar: ['estou', 'estás', 'está', 'estamos', 'estais', 'estão'],
    ter: ['tenho', 'tens', 'tem', 'temos', 'tendes', 'têm'],
    ir: ['vou', 'vais', 'vai', 'vamos', 'ides', 'vão'],
    fazer: ['faço', 'fazes', 'faz', 'fazemos', 'fazeis', 'fazem'],
    querer: ['quero', 'queres', 'quer', 'queremos', 'quereis', 'querem'],
    poder: ['posso', 'podes', 'pode', 'podemos', 'podeis', 'podem'],
    saber: ['sei', 'sabes', 'sabe', 'sabemos', 'sabeis', 'sabem'],
    dizer: ['digo', 'dizes', 'diz', 'dizemos', 'dizeis', 'dizem'],
    ver: ['vejo', 'vês', 'vê', 'vemos', 'vedes', 'veem'],
    vir: ['venho', 'vens', 'vem', 'vimos', 'vindes', 'vêm'],
    dormir: ['durmo', 'dormes', 'dorme', 'dormimos', 'dormis', 'dormem'],
    preferir: ['prefiro', 'preferes', 'prefere', 'preferimos', 'preferis', 'preferem'],
    sair: ['saio', 'sais', 'sai', 'saímos', 'saís', 'saem'],
  },
  regular: [
    { ending: 'ar', endings: ['o', 'as', 'a', 'amos', 'ais', 'am'], verbs: ['falar', 'trabalhar', 'estudar', 'gostar', 'morar', 'comprar', 'cozinhar', 'viajar', 'dançar', 'cantar', 'escutar', 'olhar', 'tomar', 'chegar', 'precisar', 'visitar', 'caminhar', 'praticar', 'usar', 'jantar', 'nadar', 'ajudar', 'esperar', 'pagar', 'procurar', 'jogar', 'andar', 'achar', 'ficar', 'levar', 'acordar', 'descansar'] },
    { ending: 'er', endings: ['o', 'es', 'e', 'emos', 'eis', 'em'], verbs: ['comer', 'beber', 'aprender', 'correr', 'vender', 'entender', 'escrever', 'viver', 'conhecer', 'receber'] },
    { ending: 'ir', endings: ['o', 'es', 'e', 'imos', 'is', 'em'], verbs: ['partir', 'abrir', 'decidir', 'assistir', 'discutir', 'dividir'] },
  ],
};

export const ITALIAN_VERBS: VerbData = {
  pronouns: { io: ['1s'], tu: ['2s'], lui: ['3s'], lei: ['3s'], noi: ['1p'], voi: ['2p'], loro: ['3p'] },
  irregular: {
    essere: ['sono', 'sei', 'è', 'siamo', 'siete', 'sono'],
    avere: ['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno'],
    andare: ['vado', 'vai', 'va', 'andiamo', 'andate', 'vanno'],
    fare: ['faccio', 'fai', 'fa', 'facciamo', 'fate', 'fanno'],
    volere: ['voglio', 'vuoi', 'vuole', 'vogliamo', 'volete', 'vogliono'],
    potere: ['posso', 'puoi', 'può', 'possiamo', 'potete', 'possono'],
    stare: ['sto', 'stai', 'sta', 'stiamo', 'state', 'stanno'],
    dovere: ['devo', 'devi', 'deve', 'dobbiamo', 'dovete', 'devono'],
    sapere: ['so', 'sai', 'sa', 'sappiamo', 'sapete', 'sanno'],
    venire: ['vengo', 'vieni', 'viene', 'veniamo', 'venite', 'vengono'],
    uscire: ['esco', 'esci', 'esce', 'usciamo', 'uscite', 'escono'],
    dire: ['dico', 'dici', 'dice', 'diciamo', 'dite', 'dicono'],
    bere: ['bevo', 'bevi', 'beve', 'beviamo', 'bevete', 'bevono'],
    capire: ['capisco', 'capisci', 'capisce', 'capiamo', 'capite', 'capiscono'],
    preferire: ['preferisco', 'preferisci', 'preferisce', 'preferiamo', 'preferite', 'preferiscono'],
    finire: ['finisco', 'finisci', 'finisce', 'finiamo', 'finite', 'finiscono'],
    mangiare: ['mangio', 'mangi', 'mangia', 'mangiamo', 'mangiate', 'mangiano'],
    studiare: ['studio', 'studi', 'studia', 'studiamo', 'studiate', 'studiano'],
    cominciare: ['comincio', 'cominci', 'comincia', 'cominciamo', 'cominciate', 'cominciano'],
    giocare: ['gioco', 'giochi', 'gioca', 'giochiamo', 'giocate', 'giocano'],
    pagare: ['pago', 'paghi', 'paga', 'paghiamo', 'pagate', 'pagano'],
    cercare: ['cerco', 'cerchi', 'cerca', 'cerchiamo', 'cercate', 'cercano'],
  },
  regular: [
    { ending: 'are', endings: ['o', 'i', 'a', 'iamo', 'ate', 'ano'], verbs: ['parlare', 'lavorare', 'abitare', 'comprare', 'cucinare', 'viaggiare', 'ballare', 'cantare', 'ascoltare', 'guardare', 'arrivare', 'visitare', 'camminare', 'amare', 'aspettare', 'chiamare', 'pensare', 'tornare', 'entrare', 'imparare', 'suonare', 'prenotare', 'desiderare', 'nuotare', 'costare'] },
    { ending: 'ere', endings: ['o', 'i', 'e', 'iamo', 'ete', 'ono'], verbs: ['leggere', 'scrivere', 'prendere', 'vivere', 'vedere', 'credere', 'correre', 'chiedere', 'mettere', 'vendere', 'ricevere', 'chiudere', 'rispondere', 'conoscere'] },
    { ending: 'ire', endings: ['o', 'i', 'e', 'iamo', 'ite', 'ono'], verbs: ['dormire', 'partire', 'sentire', 'aprire', 'offrire', 'seguire'] },
  ],
};

export const FRENCH_VERBS: VerbData = {
  pronouns: { je: ['1s'], "j'": ['1s'], 'j’': ['1s'], tu: ['2s'], il: ['3s'], elle: ['3s'], on: ['3s'], nous: ['1p'], vous: ['2p'], ils: ['3p'], elles: ['3p'] },
  irregular: {
    'être': ['suis', 'es', 'est', 'sommes', 'êtes', 'sont'],
    avoir: ['ai', 'as', 'a', 'avons', 'avez', 'ont'],
    aller: ['vais', 'vas', 'va', 'allons', 'allez', 'vont'],
    faire: ['fais', 'fais', 'fait', 'faisons', 'faites', 'font'],
    vouloir: ['veux', 'veux', 'veut', 'voulons', 'voulez', 'veulent'],
    pouvoir: ['peux', 'peux', 'peut', 'pouvons', 'pouvez', 'peuvent'],
    venir: ['viens', 'viens', 'vient', 'venons', 'venez', 'viennent'],
    prendre: ['prends', 'prends', 'prend', 'prenons', 'prenez', 'prennent'],
    savoir: ['sais', 'sais', 'sait', 'savons', 'savez', 'savent'],
    devoir: ['dois', 'dois', 'doit', 'devons', 'devez', 'doivent'],
    boire: ['bois', 'bois', 'boit', 'buvons', 'buvez', 'boivent'],
    sortir: ['sors', 'sors', 'sort', 'sortons', 'sortez', 'sortent'],
    partir: ['pars', 'pars', 'part', 'partons', 'partez', 'partent'],
    dormir: ['dors', 'dors', 'dort', 'dormons', 'dormez', 'dorment'],
    lire: ['lis', 'lis', 'lit', 'lisons', 'lisez', 'lisent'],
    écrire: ['écris', 'écris', 'écrit', 'écrivons', 'écrivez', 'écrivent'],
    manger: ['mange', 'manges', 'mange', 'mangeons', 'mangez', 'mangent'],
    voyager: ['voyage', 'voyages', 'voyage', 'voyageons', 'voyagez', 'voyagent'],
    commencer: ['commence', 'commences', 'commence', 'commençons', 'commencez', 'commencent'],
    acheter: ['achète', 'achètes', 'achète', 'achetons', 'achetez', 'achètent'],
    appeler: ['appelle', 'appelles', 'appelle', 'appelons', 'appelez', 'appellent'],
    préférer: ['préfère', 'préfères', 'préfère', 'préférons', 'préférez', 'préfèrent'],
  },
  regular: [
    { ending: 'er', endings: ['e', 'es', 'e', 'ons', 'ez', 'ent'], verbs: ['parler', 'travailler', 'aimer', 'habiter', 'regarder', 'écouter', 'chanter', 'danser', 'jouer', 'cuisiner', 'visiter', 'marcher', 'arriver', 'chercher', 'trouver', 'penser', 'étudier', 'rester', 'entrer', 'donner', 'adorer', 'détester', 'porter', 'demander', 'réserver', 'coûter', 'commander', 'payer', 'fermer', 'rentrer', 'oublier', 'rêver'] },
    { ending: 'ir', endings: ['is', 'is', 'it', 'issons', 'issez', 'issent'], verbs: ['finir', 'choisir', 'réussir', 'grandir', 'remplir'] },
  ],
};

export const GERMAN_VERBS: VerbData = {
  pronouns: { ich: ['1s'], du: ['2s'], er: ['3s'], es: ['3s'], man: ['3s'], sie: ['3s', '3p'], wir: ['1p'], ihr: ['2p'] },
  irregular: {
    sein: ['bin', 'bist', 'ist', 'sind', 'seid', 'sind'],
    haben: ['habe', 'hast', 'hat', 'haben', 'habt', 'haben'],
    werden: ['werde', 'wirst', 'wird', 'werden', 'werdet', 'werden'],
    'können': ['kann', 'kannst', 'kann', 'können', 'könnt', 'können'],
    'müssen': ['muss', 'musst', 'muss', 'müssen', 'müsst', 'müssen'],
    wollen: ['will', 'willst', 'will', 'wollen', 'wollt', 'wollen'],
    'mögen': ['mag', 'magst', 'mag', 'mögen', 'mögt', 'mögen'],
    'möchten': ['möchte', 'möchtest', 'möchte', 'möchten', 'möchtet', 'möchten'],
    'dürfen': ['darf', 'darfst', 'darf', 'dürfen', 'dürft', 'dürfen'],
    sollen: ['soll', 'sollst', 'soll', 'sollen', 'sollt', 'sollen'],
    wissen: ['weiß', 'weißt', 'weiß', 'wissen', 'wisst', 'wissen'],
    fahren: ['fahre', 'fährst', 'fährt', 'fahren', 'fahrt', 'fahren'],
    essen: ['esse', 'isst', 'isst', 'essen', 'esst', 'essen'],
    sprechen: ['spreche', 'sprichst', 'spricht', 'sprechen', 'sprecht', 'sprechen'],
    lesen: ['lese', 'liest', 'liest', 'lesen', 'lest', 'lesen'],
    sehen: ['sehe', 'siehst', 'sieht', 'sehen', 'seht', 'sehen'],
    nehmen: ['nehme', 'nimmst', 'nimmt', 'nehmen', 'nehmt', 'nehmen'],
    geben: ['gebe', 'gibst', 'gibt', 'geben', 'gebt', 'geben'],
    schlafen: ['schlafe', 'schläfst', 'schläft', 'schlafen', 'schlaft', 'schlafen'],
    laufen: ['laufe', 'läufst', 'läuft', 'laufen', 'lauft', 'laufen'],
    arbeiten: ['arbeite', 'arbeitest', 'arbeitet', 'arbeiten', 'arbeitet', 'arbeiten'],
    finden: ['finde', 'findest', 'findet', 'finden', 'findet', 'finden'],
    warten: ['warte', 'wartest', 'wartet', 'warten', 'wartet', 'warten'],
    heißen: ['heiße', 'heißt', 'heißt', 'heißen', 'heißt', 'heißen'],
    reisen: ['reise', 'reist', 'reist', 'reisen', 'reist', 'reisen'],
    tanzen: ['tanze', 'tanzt', 'tanzt', 'tanzen', 'tanzt', 'tanzen'],
  },
  regular: [
    { ending: 'en', endings: ['e', 'st', 't', 'en', 't', 'en'], verbs: ['gehen', 'kommen', 'wohnen', 'spielen', 'lernen', 'machen', 'kaufen', 'kochen', 'trinken', 'hören', 'brauchen', 'suchen', 'lieben', 'schwimmen', 'fragen', 'sagen', 'leben', 'studieren', 'besuchen', 'bleiben', 'schreiben', 'singen', 'bringen', 'denken', 'glauben', 'zahlen', 'bezahlen', 'bestellen', 'verstehen', 'stehen', 'fliegen', 'liegen', 'zeigen', 'schauen', 'rufen'] },
  ],
};

export const ENGLISH_VERBS: VerbData = {
  pronouns: { i: ['1s'], you: ['2s', '2p'], he: ['3s'], she: ['3s'], it: ['3s'], we: ['1p'], they: ['3p'] },
  irregular: {
    be: ['am', 'are', 'is', 'are', 'are', 'are'],
    have: ['have', 'have', 'has', 'have', 'have', 'have'],
    do: ['do', 'do', 'does', 'do', 'do', 'do'],
    go: ['go', 'go', 'goes', 'go', 'go', 'go'],
    watch: ['watch', 'watch', 'watches', 'watch', 'watch', 'watch'],
    study: ['study', 'study', 'studies', 'study', 'study', 'study'],
    teach: ['teach', 'teach', 'teaches', 'teach', 'teach', 'teach'],
    try: ['try', 'try', 'tries', 'try', 'try', 'try'],
    finish: ['finish', 'finish', 'finishes', 'finish', 'finish', 'finish'],
    wash: ['wash', 'wash', 'washes', 'wash', 'wash', 'wash'],
    fly: ['fly', 'fly', 'flies', 'fly', 'fly', 'fly'],
  },
  regular: [
    { ending: '', endings: ['', '', 's', '', '', ''], verbs: ['like', 'want', 'need', 'live', 'work', 'play', 'eat', 'speak', 'know', 'think', 'love', 'drink', 'come', 'make', 'take', 'see', 'say', 'get', 'cook', 'travel', 'visit', 'walk', 'run', 'swim', 'write', 'sleep', 'learn', 'buy', 'feel', 'look', 'listen', 'understand', 'help', 'start', 'use', 'prefer', 'hope', 'enjoy', 'stay', 'agree', 'disagree', 'remember', 'believe', 'hate', 'call', 'wear', 'drive'] },
  ],
};

/** A verb form and the persons it can be, by verb. */
export interface VerbForm {
  /** The verb's infinitive. */
  verb: string;
  /** The persons the form is used for. */
  persons: Person[];
}

/** Every present form of a language's verbs, with the persons it serves; `paradigm` gives a verb's six forms. */
export interface VerbIndex {
  forms: ReadonlyMap<string, VerbForm[]>;
  paradigm(verb: string): readonly string[] | undefined;
}

/** Builds the index of a language's present forms. */
export function indexVerbs(data: VerbData): VerbIndex {
  const paradigms = new Map<string, readonly string[]>(Object.entries(data.irregular));
  for (const group of data.regular) {
    for (const verb of group.verbs) {
      const stem = verb.slice(0, verb.length - group.ending.length);
      // Italian stems in -i take one i only ('viaggi' + 'iamo' → 'viaggiamo').
      paradigms.set(verb, group.endings.map((ending) => (stem.endsWith('i') && ending.startsWith('i') ? stem + ending.slice(1) : stem + ending)));
    }
  }
  const forms = new Map<string, VerbForm[]>();
  for (const [verb, paradigm] of paradigms) {
    paradigm.forEach((form, position) => {
      const person = PERSONS[position] as Person;
      const entries = forms.get(form) ?? [];
      const entry = entries.find((candidate) => candidate.verb === verb);
      if (entry) {
        entry.persons.push(person);
      } else {
        entries.push({ verb, persons: [person] });
      }
      forms.set(form, entries);
    });
  }
  return { forms, paradigm: (verb) => paradigms.get(verb) };
}
