import type { ReplyFrames } from './reply-frames-types.js';

/** French. */
export const FRENCH_REPLIES: ReplyFrames = {
  greetings: 'bonjour|salut|bonsoir|coucou|ça va|ca va|hello',
  greetBack: 'Bonjour ! Content de te voir.',
  notUnderstood: 'je ne comprends pas|je comprends pas|pas compris|je n ai pas compris|encore une fois|plus lentement|répète|repete|tu peux répéter|i don t understand|again|slower',
  howToSay: 'comment dit-on|comment dit on|comment on dit|comment dire|comment je dis',
  saidAs: '« {word} » en français : {meaning}.',
  simpler: 'Je te l’explique plus simplement :',
  explainTranslate: 'écris cette phrase en français, avec tes mots.',
  explainFill: 'écris seulement le mot qui manque à la place de ___.',
  explainQuestion: 'relis le texte et réponds à la question en quelques mots.',
  explainRoleplay: 'réponds dans la scène par une phrase courte (ton objectif : {task}).',
  hint: 'Indice : « {start} ».',
  partlyRight: '« {words} », c’est bien, mais il manque quelque chose.',
  checkWords: 'Vérifie « {words} ».',
  otherLanguage: '« {words} », c’est une autre langue. Essaie en français, avec des mots simples.',
  offTask: 'Tu me parles de « {word} » : on pourra en discuter en conversation libre ! Maintenant, l’exercice :',
  textSays: 'Le texte dit : « {sentence} ».',
  negations: 'ne|n|pas|jamais',
  followUps: [
    ['hier|la semaine dernière|le week-end dernier|l année dernière|je suis allé|je suis allée|j ai fait', 'C’était comment ? Raconte-moi un peu.'],
    ['fatigué|fatiguée|content|contente|heureux|heureuse|triste|malade|stressé|stressée|crevé|crevée|nerveux|nerveuse|inquiet|inquiète', 'Ah bon, pourquoi ?'],
    ['j aime|j adore|mon préféré|ma préférée|je préfère', 'Qu’est-ce qui te plaît le plus ?'],
    ['demain|la semaine prochaine|le week-end prochain|ce soir|je vais|on va|nous allons', 'Super ! Qu’est-ce que tu as prévu ?'],
  ],
  backToTask: 'Revenons à l’exercice :',
};
