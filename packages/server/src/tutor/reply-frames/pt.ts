import type { ReplyFrames } from './reply-frames-types.js';

/** Portuguese. */
export const PORTUGUESE_REPLIES: ReplyFrames = {
  greetings: 'olá|ola|oi|bom dia|boa tarde|boa noite|tudo bem|tudo bom|hello',
  greetBack: 'Olá! Que bom ter você aqui.',
  notUnderstood: 'não entendi|nao entendi|não entendo|nao entendo|não percebi|não compreendo|de novo|outra vez|mais devagar|repete|repita|i don t understand|again|slower',
  howToSay: 'como se diz|como é que se diz|como eu digo|como digo',
  saidAs: '«{word}» em português: {meaning}.',
  simpler: 'Vou explicar de um jeito mais simples:',
  explainTranslate: 'escreva esta frase em português, com as suas palavras.',
  explainFill: 'escreva só a palavra que falta no lugar de ___.',
  explainQuestion: 'leia o texto de novo e responda à pergunta com poucas palavras.',
  explainRoleplay: 'responda dentro da cena com uma frase curta (seu objetivo: {task}).',
  hint: 'Dica: «{start}».',
  partlyRight: '«{words}» está certo, mas falta alguma coisa.',
  checkWords: 'Confira «{words}».',
  otherLanguage: '«{words}» está em outra língua. Tente em português, com palavras simples.',
  offTask: 'Você me contou sobre «{word}»: podemos falar disso na conversa livre! Agora, o exercício:',
  textSays: 'O texto diz: «{sentence}».',
  negations: 'não|nao|nunca',
  followUps: [
    ['ontem|semana passada|fim de semana passado|ano passado|fui|fomos|estive|fiz|tive', 'E como foi? Me conta um pouco mais.'],
    ['cansad|content|feliz|triste|doente|estressad|entediad|nervos|preocupad|chatead', 'Poxa, por quê?'],
    ['eu gosto|gosto de|eu adoro|adoro|meu favorito|minha favorita|prefiro', 'Do que você gosta mais?'],
    ['amanhã|amanha|semana que vem|próxima semana|proxima semana|hoje à noite|vou|vamos', 'Que legal! Quais são os seus planos?'],
  ],
  backToTask: 'Vamos voltar ao exercício:',
};
