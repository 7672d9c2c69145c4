import type { Phrasebook } from './phrasebook-types.js';

/** English. */
export const ENGLISH: Phrasebook = {
  greeting: 'Hello! I’m Parla, your English tutor.',
  beginnerNote: 'Short sentences are perfect — I’ll help you along.',
  encouragement: ['Nice work!', 'Good job, that’s clear.', 'Great, I understand you well.', 'Well done!'],
  followUps: ['What did you do yesterday?', 'What do you like to do at the weekend?', 'Where would you like to travel, and why?', 'What is your favourite food?'],
  spelling: 'Watch the spelling: {words}.',
  otherLanguage: 'I’m not sure I understood. Could you try writing that in English? Simple words are fine.',
  modes: {
    translation: ['Translate this sentence into English: “{sentence}”', 'Here is another one to translate into English: “{sentence}”'],
    grammar: [
      'Let’s look at the present perfect: “I have visited London twice.” Can you write a sentence about something you have done?',
      'Notice the word order in questions: “Where do you live?” Can you ask me a question with “do”?',
    ],
    vocabulary: [
      'New word: “library” — a place where you borrow books. Can you use it in a sentence?',
      'New word: “to borrow” — to take something and give it back later. Can you use it in a sentence?',
    ],
    roleplay: [
      'We’re in a café and I’m the waiter: “Good afternoon! What can I get you?”',
      'The waiter comes back: “Would you like anything else with that?”',
      'The waiter brings your order: “Here you are. Enjoy! Is everything all right?”',
      'Later, the waiter asks: “Can I bring you the bill?”',
    ],
    free_conversation: ['Tell me a little about yourself. What do you do?', 'That sounds interesting! What else do you enjoy?'],
    storytelling: [
      'Let’s tell a story together: “Once upon a time, a girl lived by the sea…” What happens next?',
      'And then a strange boat appeared on the horizon. What does she do?',
    ],
    cultural_context: [
      'A cultural note: in Britain, people often queue patiently and say “sorry” a lot. Is it the same where you live?',
      'In the United States, tipping around 15–20% in restaurants is expected. What is the custom in your country?',
    ],
    idioms: [
      'An idiom: “a piece of cake” means something very easy. What is a piece of cake for you?',
      'An idiom: “to break the ice” means to start a conversation in an awkward moment. How do you break the ice?',
    ],
    slang: [
      'Informal English: “I’m knackered” (British) means “I’m very tired”. When were you last knackered?',
      'Informal English: “no worries” means “it’s fine, no problem”. Try using it in a reply.',
    ],
  },
  practiceSentences: ['I would like a coffee, please.', 'My sister lives in a big city.', 'We went to the beach last summer.', 'Where is the train station?'],
  suggestions: ['Hello! My name is…', 'How are you today?', 'Can you help me practise?', 'I want to learn new words.'],
};

/** Spanish. */
export const SPANISH: Phrasebook = {
  greeting: '¡Hola! Soy Parla, tu tutor de español.',
  beginnerNote: 'Las frases cortas están muy bien; yo te ayudo.',
  encouragement: ['¡Muy bien!', '¡Buen trabajo, se entiende perfectamente!', '¡Genial, te entiendo muy bien!', '¡Excelente!'],
  followUps: ['¿Qué hiciste ayer?', '¿Qué te gusta hacer los fines de semana?', '¿Adónde te gustaría viajar y por qué?', '¿Cuál es tu comida favorita?'],
  spelling: 'Cuidado con la ortografía: {words}.',
  otherLanguage: 'No estoy seguro de haberte entendido. ¿Puedes intentar escribirlo en español? Con palabras sencillas basta.',
  modes: {
    translation: ['Traduce esta frase al español: «{sentence}»', 'Aquí tienes otra para traducir al español: «{sentence}»'],
    grammar: [
      'Fíjate en esta estructura: «me gusta + infinitivo» (Me gusta leer). ¿Puedes escribir una frase con ella?',
      'Recuerda: «ser» para lo permanente, «estar» para estados y lugares (Estoy en casa). ¿Puedes escribir una frase con «estar»?',
    ],
    vocabulary: [
      'Palabra nueva: «la biblioteca», el lugar donde se prestan libros. ¿Puedes usarla en una frase?',
      'Palabra nueva: «madrugar», levantarse muy temprano. ¿Te gusta madrugar?',
    ],
    roleplay: [
      'Estamos en una cafetería y yo soy el camarero: «Buenas tardes, ¿qué le pongo?»',
      'El camarero vuelve: «¿Desea algo más?»',
      'El camarero te trae el pedido: «Aquí tiene. ¡Que aproveche! ¿Está todo bien?»',
      'Más tarde, el camarero pregunta: «¿Le traigo la cuenta?»',
    ],
    free_conversation: ['Háblame un poco de ti. ¿A qué te dedicas?', '¡Qué interesante! ¿Qué más te gusta hacer?'],
    storytelling: [
      'Contemos una historia juntos: «Había una vez una niña que vivía junto al mar…» ¿Qué pasa después?',
      'Y entonces apareció un barco extraño en el horizonte. ¿Qué hace ella?',
    ],
    cultural_context: [
      'Un dato cultural: en España se suele cenar tarde, a menudo después de las nueve. ¿Y en tu país?',
      'En muchos países hispanohablantes se saluda con un beso en la mejilla. ¿Cómo se saluda donde vives?',
    ],
    idioms: [
      'Un modismo: «estar en las nubes» significa estar distraído. ¿Cuándo estuviste en las nubes?',
      'Un modismo: «costar un ojo de la cara» significa ser muy caro. ¿Qué te costó un ojo de la cara?',
    ],
    slang: [
      'En el habla informal de España, «guay» significa «genial». ¿Qué te parece guay?',
      'En México, «¿qué onda?» es una forma informal de decir «¿qué tal?». ¡Pruébala!',
    ],
  },
  practiceSentences: ['Quiero un café, por favor.', 'Mi hermana vive en una ciudad grande.', 'El verano pasado fuimos a la playa.', '¿Dónde está la estación de tren?'],
  suggestions: ['¡Hola! Me llamo…', '¿Cómo estás hoy?', '¿Me ayudas a practicar?', 'Quiero aprender palabras nuevas.'],
};

/** French. */
export const FRENCH: Phrasebook = {
  greeting: 'Bonjour ! Je suis Parla, ton tuteur de français.',
  beginnerNote: 'Les phrases courtes, c’est parfait ; je t’aide.',
  encouragement: ['Très bien !', 'Bon travail, c’est très clair !', 'Super, je te comprends bien !', 'Excellent !'],
  followUps: ['Qu’est-ce que tu as fait hier ?', 'Qu’est-ce que tu aimes faire le week-end ?', 'Où aimerais-tu voyager, et pourquoi ?', 'Quel est ton plat préféré ?'],
  spelling: 'Attention à l’orthographe : {words}.',
  otherLanguage: 'Je ne suis pas sûr d’avoir compris. Peux-tu essayer de l’écrire en français ? Des mots simples suffisent.',
  modes: {
    translation: ['Traduis cette phrase en français : « {sentence} »', 'En voici une autre à traduire en français : « {sentence} »'],
    grammar: [
      'Regarde le passé composé : « J’ai visité Paris deux fois. » Peux-tu écrire une phrase sur ce que tu as fait ?',
      'Avec les verbes de mouvement, on utilise « être » : « Je suis allé au marché. » Peux-tu écrire une phrase avec « aller » ?',
    ],
    vocabulary: [
      'Nouveau mot : « la bibliothèque », l’endroit où l’on emprunte des livres. Peux-tu l’utiliser dans une phrase ?',
      'Nouveau mot : « flâner », se promener sans but. Aimes-tu flâner ?',
    ],
    roleplay: [
      'Nous sommes dans un café et je suis le serveur : « Bonjour, qu’est-ce que je vous sers ? »',
      'Le serveur revient : « Vous désirez autre chose ? »',
      'Le serveur t’apporte ta commande : « Voilà pour vous. Bon appétit ! Tout va bien ? »',
      'Un peu plus tard, le serveur demande : « Je vous apporte l’addition ? »',
    ],
    free_conversation: ['Parle-moi un peu de toi. Qu’est-ce que tu fais dans la vie ?', 'C’est intéressant ! Qu’est-ce que tu aimes faire d’autre ?'],
    storytelling: [
      'Racontons une histoire ensemble : « Il était une fois une fille qui vivait au bord de la mer… » Que se passe-t-il ensuite ?',
      'Et soudain, un bateau étrange est apparu à l’horizon. Que fait-elle ?',
    ],
    cultural_context: [
      'Un point culturel : en France, on se fait souvent la bise pour se dire bonjour. Et chez toi ?',
      'En France, le déjeuner est un vrai repas, souvent d’une heure. Comment ça se passe chez toi ?',
    ],
    idioms: [
      'Une expression : « avoir le cafard » veut dire être triste. Quand as-tu eu le cafard ?',
      'Une expression : « poser un lapin » veut dire ne pas venir à un rendez-vous. On t’a déjà posé un lapin ?',
    ],
    slang: [
      'En français familier, « c’est ouf » veut dire « c’est fou, incroyable ». Qu’est-ce qui est ouf pour toi ?',
      'En français familier, « bosser » veut dire « travailler ». Tu bosses où ?',
    ],
  },
  practiceSentences: ['Je voudrais un café, s’il vous plaît.', 'Ma sœur habite dans une grande ville.', 'L’été dernier, nous sommes allés à la plage.', 'Où est la gare ?'],
  suggestions: ['Bonjour ! Je m’appelle…', 'Comment ça va aujourd’hui ?', 'Tu peux m’aider à pratiquer ?', 'Je veux apprendre de nouveaux mots.'],
};

/** German. */
export const GERMAN: Phrasebook = {
  greeting: 'Hallo! Ich bin Parla, dein Deutschtutor.',
  beginnerNote: 'Kurze Sätze sind super – ich helfe dir.',
  encouragement: ['Sehr gut!', 'Gute Arbeit, das ist klar!', 'Toll, ich verstehe dich gut!', 'Ausgezeichnet!'],
  followUps: ['Was hast du gestern gemacht?', 'Was machst du gern am Wochenende?', 'Wohin möchtest du reisen und warum?', 'Was ist dein Lieblingsessen?'],
  spelling: 'Achte auf die Rechtschreibung: {words}.',
  otherLanguage: 'Ich bin nicht sicher, ob ich dich verstanden habe. Kannst du es auf Deutsch versuchen? Einfache Wörter reichen.',
  modes: {
    translation: ['Übersetze diesen Satz ins Deutsche: „{sentence}“', 'Hier ist noch einer zum Übersetzen: „{sentence}“'],
    grammar: [
      'Achte auf die Wortstellung: Das Verb steht an zweiter Stelle („Heute gehe ich ins Kino“). Kannst du einen Satz mit „heute“ beginnen?',
      'Nach „weil“ steht das Verb am Ende: „Ich lerne Deutsch, weil ich in Berlin wohne.“ Kannst du einen Satz mit „weil“ schreiben?',
    ],
    vocabulary: [
      'Neues Wort: „die Bibliothek“ – dort leiht man Bücher aus. Kannst du es in einem Satz verwenden?',
      'Neues Wort: „gemütlich“ – bequem und angenehm. Was ist für dich gemütlich?',
    ],
    roleplay: [
      'Wir sind in einem Café und ich bin der Kellner: „Guten Tag! Was darf es sein?“',
      'Der Kellner kommt zurück: „Darf es sonst noch etwas sein?“',
      'Der Kellner bringt deine Bestellung: „Bitte schön, guten Appetit! Schmeckt es Ihnen?“',
      'Später fragt der Kellner: „Möchten Sie zahlen?“',
    ],
    free_conversation: ['Erzähl mir ein bisschen von dir. Was machst du beruflich?', 'Das klingt spannend! Was machst du sonst noch gern?'],
    storytelling: [
      'Erzählen wir zusammen eine Geschichte: „Es war einmal ein Mädchen, das am Meer wohnte …“ Was passiert dann?',
      'Und plötzlich tauchte ein seltsames Schiff am Horizont auf. Was macht sie?',
    ],
    cultural_context: [
      'Kultur: In Deutschland ist Pünktlichkeit sehr wichtig. Wie ist das bei dir?',
      'Kultur: Sonntags haben die meisten Geschäfte in Deutschland geschlossen. Wie ist das in deinem Land?',
    ],
    idioms: [
      'Eine Redewendung: „Tomaten auf den Augen haben“ heißt, etwas Offensichtliches nicht sehen. Wann hattest du Tomaten auf den Augen?',
      'Eine Redewendung: „Ich verstehe nur Bahnhof“ heißt, man versteht gar nichts. Wann hast du nur Bahnhof verstanden?',
    ],
    slang: [
      'Umgangssprachlich heißt „krass“ so viel wie „unglaublich“. Was findest du krass?',
      'Umgangssprachlich sagt man „Bock haben“ für „Lust haben“. Worauf hast du heute Bock?',
    ],
  },
  practiceSentences: ['Ich hätte gern einen Kaffee, bitte.', 'Meine Schwester wohnt in einer großen Stadt.', 'Letzten Sommer waren wir am Strand.', 'Wo ist der Bahnhof?'],
  suggestions: ['Hallo! Ich heiße …', 'Wie geht es dir heute?', 'Kannst du mir beim Üben helfen?', 'Ich möchte neue Wörter lernen.'],
};

/** Italian. */
export const ITALIAN: Phrasebook = {
  greeting: 'Ciao! Sono Parla, il tuo tutor di italiano.',
  beginnerNote: 'Le frasi brevi vanno benissimo; ti aiuto io.',
  encouragement: ['Molto bene!', 'Ottimo lavoro, è chiarissimo!', 'Perfetto, ti capisco bene!', 'Bravo!'],
  followUps: ['Che cosa hai fatto ieri?', 'Che cosa ti piace fare nel fine settimana?', 'Dove ti piacerebbe viaggiare, e perché?', 'Qual è il tuo piatto preferito?'],
  spelling: 'Attenzione all’ortografia: {words}.',
  otherLanguage: 'Non sono sicuro di aver capito. Puoi provare a scriverlo in italiano? Bastano parole semplici.',
  modes: {
    translation: ['Traduci questa frase in italiano: «{sentence}»', 'Eccone un’altra da tradurre in italiano: «{sentence}»'],
    grammar: [
      'Guarda il passato prossimo: «Ho visitato Roma due volte.» Puoi scrivere una frase su qualcosa che hai fatto?',
      'Con i verbi di movimento si usa «essere»: «Sono andato al mercato.» Puoi scrivere una frase con «andare»?',
    ],
    vocabulary: [
      'Parola nuova: «la biblioteca», il posto dove si prendono in prestito i libri. Puoi usarla in una frase?',
      'Parola nuova: «la passeggiata», una camminata tranquilla. Ti piace fare una passeggiata?',
    ],
    roleplay: [
      'Siamo in un bar e io sono il barista: «Buongiorno! Che cosa prende?»',
      'Il barista torna: «Desidera altro?»',
      'Il barista ti porta l’ordinazione: «Ecco a lei, buon appetito! Tutto bene?»',
      'Più tardi il barista chiede: «Le porto il conto?»',
    ],
    free_conversation: ['Parlami un po’ di te. Che lavoro fai?', 'Che interessante! Che cos’altro ti piace fare?'],
    storytelling: [
      'Raccontiamo una storia insieme: «C’era una volta una ragazza che viveva vicino al mare…» Che cosa succede dopo?',
      'E all’improvviso apparve una strana nave all’orizzonte. Che cosa fa lei?',
    ],
    cultural_context: [
      'Un dato culturale: in Italia il cappuccino si beve di solito solo a colazione. E da te?',
      'In Italia la passeggiata serale, «lo struscio», è un’abitudine in molte città. Com’è da te?',
    ],
    idioms: [
      'Un modo di dire: «in bocca al lupo» si usa per augurare buona fortuna (si risponde «crepi!»). Quando l’hai detto?',
      'Un modo di dire: «avere le mani in pasta» significa essere coinvolti in qualcosa. In che cosa hai le mani in pasta?',
    ],
    slang: [
      'Nell’italiano informale, «figo» significa «bello, fantastico». Che cosa trovi figo?',
      'Nell’italiano informale, «che palle!» esprime noia. Quando lo diresti?',
    ],
  },
  practiceSentences: ['Vorrei un caffè, per favore.', 'Mia sorella abita in una grande città.', 'L’estate scorsa siamo andati al mare.', 'Dov’è la stazione?'],
  suggestions: ['Ciao! Mi chiamo…', 'Come stai oggi?', 'Mi aiuti a fare pratica?', 'Voglio imparare parole nuove.'],
};

/** Portuguese. */
export const PORTUGUESE: Phrasebook = {
  greeting: 'Olá! Eu sou o Parla, o seu tutor de português.',
  beginnerNote: 'Frases curtas estão ótimas; eu ajudo você.',
  encouragement: ['Muito bem!', 'Bom trabalho, ficou claro!', 'Ótimo, entendo você muito bem!', 'Excelente!'],
  followUps: ['O que você fez ontem?', 'O que você gosta de fazer no fim de semana?', 'Para onde você gostaria de viajar, e por quê?', 'Qual é a sua comida favorita?'],
  spelling: 'Atenção à ortografia: {words}.',
  otherLanguage: 'Não tenho certeza se entendi. Você pode tentar escrever isso em português? Palavras simples bastam.',
  modes: {
    translation: ['Traduza esta frase para o português: «{sentence}»', 'Aqui vai outra para traduzir para o português: «{sentence}»'],
    grammar: [
      'Repare no pretérito perfeito: «Eu visitei Lisboa duas vezes.» Você pode escrever uma frase sobre algo que fez?',
      'Lembre-se: «ser» para características, «estar» para estados (Estou cansado). Você pode escrever uma frase com «estar»?',
    ],
    vocabulary: [
      'Palavra nova: «a biblioteca», o lugar onde se emprestam livros. Você pode usá-la numa frase?',
      'Palavra nova: «saudade», a falta que sentimos de alguém ou de um lugar. Do que você sente saudade?',
    ],
    roleplay: [
      'Estamos num café e eu sou o garçom: «Boa tarde! O que vai ser?»',
      'O garçom volta: «Deseja mais alguma coisa?»',
      'O garçom traz o seu pedido: «Aqui está. Bom apetite! Está tudo bem?»',
      'Mais tarde, o garçom pergunta: «Posso trazer a conta?»',
    ],
    free_conversation: ['Fale um pouco sobre você. O que você faz?', 'Que interessante! O que mais você gosta de fazer?'],
    storytelling: [
      'Vamos contar uma história juntos: «Era uma vez uma menina que morava perto do mar…» O que acontece depois?',
      'E de repente apareceu um barco estranho no horizonte. O que ela faz?',
    ],
    cultural_context: [
      'Um dado cultural: no Brasil, é comum cumprimentar com um ou dois beijinhos no rosto. E no seu país?',
      'Em Portugal, o café é curto e forte, e chama-se «bica» em Lisboa. Como se bebe café onde você mora?',
    ],
    idioms: [
      'Uma expressão: «pão-duro» é uma pessoa que não gosta de gastar dinheiro. Você conhece alguém pão-duro?',
      'Uma expressão: «chutar o balde» significa desistir de tudo. Quando você teve vontade de chutar o balde?',
    ],
    slang: [
      'No português informal do Brasil, «legal» significa «bom, bacana». O que você acha legal?',
      'No Brasil, «valeu!» é um jeito informal de dizer «obrigado». Experimente usar!',
    ],
  },
  practiceSentences: ['Eu queria um café, por favor.', 'A minha irmã mora numa cidade grande.', 'No verão passado fomos à praia.', 'Onde fica a estação de trem?'],
  suggestions: ['Olá! Meu nome é…', 'Como você está hoje?', 'Você pode me ajudar a praticar?', 'Quero aprender palavras novas.'],
};
