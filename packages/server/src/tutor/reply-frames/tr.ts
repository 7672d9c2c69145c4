import type { ReplyFrames } from './reply-frames-types.js';

/** Turkish. */
export const TURKISH_REPLIES: ReplyFrames = {
  greetings: 'merhaba|selam|günaydın|gunaydin|iyi akşamlar|iyi günler|nasılsın|nasilsin|hello',
  greetBack: 'Merhaba! Seni görmek güzel.',
  notUnderstood: 'anlamadım|anlamadim|anlamıyorum|anlamiyorum|bir daha|tekrar|daha yavaş|yavaş|i don t understand|again|slower',
  howToSay: 'nasıl denir|nasıl söylenir|nasil denir',
  saidAs: '“{word}” Türkçede: {meaning}.',
  simpler: 'Daha basit söyleyeyim:',
  explainTranslate: 'bu cümleyi kendi kelimelerinle Türkçe yaz.',
  explainFill: 'sadece ___ yerine gelen kelimeyi yaz.',
  explainQuestion: 'metni bir daha oku ve soruyu birkaç kelimeyle cevapla.',
  explainRoleplay: 'sahnede kısa bir cümleyle cevap ver (hedefin: {task}).',
  hint: 'İpucu: “{start}”.',
  partlyRight: '“{words}” doğru, ama bir şey eksik.',
  checkWords: '“{words}” kelimesine bir daha bak.',
  otherLanguage: '“{words}” başka bir dilde. Basit kelimelerle Türkçe dene.',
  offTask: '“{word}” hakkında anlatıyorsun; bunu serbest sohbette konuşabiliriz! Şimdi alıştırma:',
  textSays: 'Metinde şöyle yazıyor: “{sentence}”.',
  negations: 'değil|hiç|mıyorum|miyorum|madım|medim',
  followUps: [
    ['dün|geçen hafta|geçen hafta sonu|geçen yıl|gittim|yaptım', 'Nasıldı? Biraz daha anlat.'],
    ['yorgun|mutlu|üzgün|hasta|stresli|sıkıldım|heyecanlı|gergin|endişeli|kızgın', 'Aa, neden?'],
    ['seviyorum|bayılıyorum|en sevdiğim|favorim|tercih ederim', 'En çok neyini seviyorsun?'],
    ['yarın|gelecek hafta|haftaya|bu akşam|gideceğim|yapacağım', 'Ne güzel! Ne planlıyorsun?'],
  ],
  backToTask: 'Alıştırmaya dönelim:',
};
