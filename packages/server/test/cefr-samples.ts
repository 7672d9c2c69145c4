import type { CefrLevel } from '@parla/contract';

/**
 * Learner-like writing at each CEFR level, a few messages per text, in Spanish, French, German and English. Written for
 * this repository after the CEFR's descriptors of written production (A1: isolated simple phrases about oneself; A2:
 * simple sentences linked with "and, but, because"; B1: connected text on familiar topics; B2: clear detailed text
 * with reasons for and against; C1: well-structured text on complex subjects; C2: precise, nuanced, idiomatic text).
 */
export const CEFR_SAMPLES: Record<'es' | 'fr' | 'de' | 'en', Record<CefrLevel, string[]>> = {
  es: {
    A1: ['Hola. Me llamo Ana.', 'Soy de Inglaterra. Tengo un perro.', 'Me gusta el café. Vivo en Londres.', 'Mi casa es pequeña. Es bonita.'],
    A2: [
      'Ayer fui al mercado con mi madre y compramos fruta.',
      'Me gusta mucho cocinar, pero no tengo mucho tiempo.',
      'El fin de semana voy a visitar a mis amigos porque es el cumpleaños de Pedro.',
    ],
    B1: [
      'El año pasado viajé a México con mi familia y fue una experiencia increíble, sobre todo la comida.',
      'Cuando era pequeña, pasaba los veranos en el pueblo de mis abuelos, donde aprendí a nadar en el río.',
      'Creo que aprender un idioma es difícil, pero si practicas todos los días, al final mejoras bastante.',
    ],
    B2: [
      'Aunque el teletrabajo tiene ventajas evidentes, como ahorrar tiempo en desplazamientos, también puede provocar aislamiento y dificultar la colaboración espontánea entre compañeros.',
      'Si las autoridades hubieran invertido más en transporte público, probablemente la contaminación de la ciudad no habría empeorado tanto durante la última década.',
      'Me parece imprescindible que los jóvenes reciban una formación financiera básica antes de firmar su primer contrato de alquiler.',
    ],
    C1: [
      'Resulta paradójico que, en una época de hiperconectividad, tantas personas manifiesten una sensación creciente de soledad, fenómeno que los sociólogos atribuyen en parte a la fragmentación de las comunidades tradicionales.',
      'Convendría matizar esa afirmación, ya que los datos disponibles, lejos de ser concluyentes, admiten interpretaciones divergentes según la metodología empleada en cada estudio.',
      'No obstante, sería ingenuo suponer que la innovación tecnológica por sí sola bastará para subsanar desigualdades estructurales profundamente arraigadas.',
    ],
    C2: [
      'Cabe preguntarse si la retórica grandilocuente con la que se pregona la sostenibilidad no encubre, en el fondo, una reticencia tácita a replantear los cimientos mismos del modelo productivo imperante.',
      'Su prosa, deliberadamente elíptica y plagada de resonancias barrocas, exige del lector una complicidad casi artesanal, so pena de extraviarse en un laberinto de alusiones veladas.',
      'A tenor de lo expuesto, resulta insoslayable reconocer que la exégesis jurisprudencial ha desbordado con creces el cauce interpretativo que el legislador había previsto.',
    ],
  },
  fr: {
    A1: ["Bonjour. Je m'appelle Paul.", "J'ai un chat. Il est noir.", "J'aime le pain. J'habite à Lyon.", 'Ma maison est petite.'],
    A2: [
      'Hier, je suis allé au cinéma avec mon frère et nous avons mangé une pizza.',
      "J'aime beaucoup lire, mais je n'ai pas le temps le soir.",
      'Ce week-end, je vais chez ma grand-mère parce que c’est son anniversaire.',
    ],
    B1: [
      "L'été dernier, j'ai voyagé en Italie avec des amis et nous avons découvert des villages magnifiques au bord de la mer.",
      "Quand j'étais enfant, je passais mes vacances à la campagne, où j'aidais mon oncle à la ferme.",
      "Je pense qu'apprendre une langue demande de la patience, mais si on pratique régulièrement, on progresse vite.",
    ],
    B2: [
      "Bien que le télétravail présente des avantages indéniables, notamment un gain de temps considérable, il peut aussi engendrer un sentiment d'isolement et nuire à la cohésion des équipes.",
      "Si les pouvoirs publics avaient davantage investi dans les transports en commun, la pollution atmosphérique n'aurait sans doute pas autant augmenté ces dernières années.",
      "Il me semble indispensable que les lycéens reçoivent une éducation financière élémentaire avant de signer leur premier bail.",
    ],
    C1: [
      "Il est paradoxal qu'à l'ère de l'hyperconnexion, tant d'individus éprouvent un sentiment croissant de solitude, phénomène que les sociologues imputent en partie à l'effritement des solidarités traditionnelles.",
      'Encore faudrait-il nuancer cette affirmation, car les données disponibles, loin d’être probantes, se prêtent à des interprétations divergentes selon la méthodologie retenue.',
      "Néanmoins, il serait naïf de supposer que l'innovation technologique suffira, à elle seule, à résorber des inégalités structurelles profondément enracinées.",
    ],
    C2: [
      "On peut se demander si la rhétorique emphatique avec laquelle on prône la sobriété ne dissimule pas, au fond, une réticence tacite à remettre en cause les fondements mêmes du modèle productif hégémonique.",
      "Sa prose, délibérément elliptique et truffée de réminiscences baroques, exige du lecteur une connivence quasi artisanale, sous peine de s'égarer dans un dédale d'allusions sibyllines.",
      "Au vu de ce qui précède, force est de constater que l'exégèse jurisprudentielle a largement outrepassé le cadre interprétatif que le législateur avait circonscrit.",
    ],
  },
  de: {
    A1: ['Hallo. Ich heiße Lena.', 'Ich komme aus Spanien. Ich habe eine Katze.', 'Ich trinke gern Tee. Ich wohne in Berlin.', 'Mein Haus ist klein.'],
    A2: [
      'Gestern bin ich mit meiner Schwester in die Stadt gefahren und wir haben Schuhe gekauft.',
      'Ich koche gern, aber ich habe am Abend wenig Zeit.',
      'Am Wochenende besuche ich meine Oma, weil sie Geburtstag hat.',
    ],
    B1: [
      'Letzten Sommer bin ich mit Freunden nach Italien gereist, und wir haben viele schöne Dörfer am Meer entdeckt.',
      'Als ich ein Kind war, habe ich die Ferien immer bei meinen Großeltern auf dem Land verbracht, wo ich schwimmen gelernt habe.',
      'Ich glaube, dass man beim Sprachenlernen Geduld braucht, aber wenn man jeden Tag übt, macht man schnell Fortschritte.',
    ],
    B2: [
      'Obwohl das Homeoffice unbestreitbare Vorteile bietet, etwa eine erhebliche Zeitersparnis, kann es auch zu Vereinsamung führen und die Zusammenarbeit im Team erschweren.',
      'Hätte die Regierung mehr in den öffentlichen Nahverkehr investiert, wäre die Luftverschmutzung in den letzten Jahren vermutlich nicht so stark gestiegen.',
      'Ich halte es für unerlässlich, dass Jugendliche eine grundlegende finanzielle Bildung erhalten, bevor sie ihren ersten Mietvertrag unterschreiben.',
    ],
    C1: [
      'Es mutet paradox an, dass im Zeitalter der ständigen Vernetzung so viele Menschen über zunehmende Einsamkeit klagen, ein Phänomen, das Soziologen teilweise auf den Zerfall traditioneller Gemeinschaften zurückführen.',
      'Diese Behauptung wäre allerdings zu relativieren, da die verfügbaren Daten keineswegs eindeutig sind und je nach Methodik unterschiedliche Deutungen zulassen.',
      'Gleichwohl wäre es naiv anzunehmen, dass technologische Innovation allein tief verwurzelte strukturelle Ungleichheiten beseitigen könnte.',
    ],
    C2: [
      'Man mag sich fragen, ob die salbungsvolle Rhetorik, mit der Nachhaltigkeit allenthalben beschworen wird, nicht letztlich eine stillschweigende Scheu kaschiert, die Grundfesten des vorherrschenden Wirtschaftsmodells anzutasten.',
      'Seine bewusst elliptische, von barocken Anklängen durchwirkte Prosa verlangt dem Leser eine geradezu handwerkliche Komplizenschaft ab, will er sich nicht im Labyrinth verschleierter Anspielungen verirren.',
      'Angesichts des Dargelegten ist schwerlich von der Hand zu weisen, dass die richterliche Auslegung den vom Gesetzgeber abgesteckten Deutungsrahmen bei Weitem überschritten hat.',
    ],
  },
  en: {
    A1: ['Hello. My name is Tom.', 'I am from Spain. I have a dog.', 'I like tea. I live in a flat.', 'My house is small.'],
    A2: [
      'Yesterday I went to the park with my sister and we played football.',
      'I like cooking very much, but I do not have time in the evening.',
      'This weekend I am going to visit my uncle because it is his birthday.',
    ],
    B1: [
      'Last summer I travelled to Portugal with some friends and we discovered beautiful villages by the sea.',
      'When I was a child, I used to spend the holidays at my grandparents’ farm, where I learned to ride a bike.',
      'I think learning a language takes patience, but if you practise every day you improve quite quickly.',
    ],
    B2: [
      'Although remote working offers undeniable advantages, such as saving considerable time on commuting, it can also lead to isolation and make collaboration within teams more difficult.',
      'If the government had invested more in public transport, air pollution would probably not have risen so sharply over the past decade.',
      'I consider it essential that teenagers receive a basic financial education before they sign their first tenancy agreement.',
    ],
    C1: [
      'It seems paradoxical that, in an age of constant connectivity, so many people report a growing sense of loneliness, a phenomenon sociologists partly attribute to the erosion of traditional communities.',
      'That claim ought to be qualified, however, since the available data are far from conclusive and lend themselves to divergent interpretations depending on the methodology adopted.',
      'Nevertheless, it would be naive to assume that technological innovation alone could redress deeply entrenched structural inequalities.',
    ],
    C2: [
      'One might wonder whether the grandiloquent rhetoric with which sustainability is extolled does not, ultimately, mask a tacit reluctance to question the very foundations of the prevailing economic paradigm.',
      'Her prose, deliberately elliptical and suffused with baroque reverberations, demands an almost artisanal complicity from the reader, lest one stray into a labyrinth of veiled allusions.',
      'In light of the foregoing, it is scarcely tenable to deny that judicial exegesis has far exceeded the interpretative remit the legislature had circumscribed.',
    ],
  },
};
