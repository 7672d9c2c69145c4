import type { Phrasebook } from './phrasebook-types.js';

/** Japanese. */
export const JAPANESE: Phrasebook = {
  greeting: 'こんにちは！日本語の先生のパルラです。',
  beginnerNote: '短い文で大丈夫です。手伝いますよ。',
  encouragement: ['いいですね！', 'よくできました！', 'すばらしいです！'],
  followUps: ['昨日は何をしましたか？', '週末は何をするのが好きですか？', 'どこに旅行したいですか？'],
  spelling: '書き方に気をつけましょう：{words}。',
  otherLanguage: 'よく分かりませんでした。日本語で書いてみてください。簡単な言葉で大丈夫です。',
  modes: {
    translation: ['この文を日本語に訳してください：「{sentence}」'],
    grammar: ['「〜たことがあります」で経験を話せます（京都に行ったことがあります）。この形で文を作ってみてください。'],
    vocabulary: ['新しい言葉：「図書館（としょかん）」は本を借りる所です。文の中で使ってみてください。'],
    roleplay: ['ここはカフェで、私は店員です：「いらっしゃいませ。ご注文はお決まりですか？」'],
    free_conversation: ['あなたのことを少し教えてください。お仕事は何ですか？'],
    storytelling: ['一緒にお話を作りましょう：「むかしむかし、海のそばに女の子が住んでいました…」次はどうなりますか？'],
    cultural_context: ['文化メモ：日本では家に入るとき靴を脱ぎます。あなたの国ではどうですか？'],
    idioms: ['ことわざ：「猿も木から落ちる」は、上手な人も失敗するという意味です。そんな経験はありますか？'],
    slang: ['くだけた言い方：「マジで？」は「本当に？」という意味です。使ってみてください。'],
  },
  practiceSentences: ['コーヒーを一つお願いします。', '駅はどこですか？'],
  suggestions: ['こんにちは！私の名前は…です。', 'お元気ですか？', '練習を手伝ってください。'],
};

/** Korean. */
export const KOREAN: Phrasebook = {
  greeting: '안녕하세요! 한국어 튜터 파를라예요.',
  beginnerNote: '짧은 문장도 좋아요. 제가 도와드릴게요.',
  encouragement: ['잘했어요!', '아주 좋아요!', '훌륭해요!'],
  followUps: ['어제 뭐 했어요?', '주말에 뭐 하는 걸 좋아해요?', '어디로 여행 가고 싶어요?'],
  spelling: '맞춤법을 확인해 보세요: {words}.',
  otherLanguage: '잘 이해하지 못했어요. 한국어로 써 볼래요? 쉬운 단어로도 괜찮아요.',
  modes: {
    translation: ['이 문장을 한국어로 번역해 보세요: "{sentence}"'],
    grammar: ['"-아/어 보다"는 시도를 나타내요 (김치를 먹어 봤어요). 이 표현으로 문장을 만들어 보세요.'],
    vocabulary: ['새 단어: "도서관"은 책을 빌리는 곳이에요. 문장에서 써 보세요.'],
    roleplay: ['여기는 카페이고 저는 직원이에요: "어서 오세요! 뭐 드릴까요?"'],
    free_conversation: ['자기소개를 조금 해 주세요. 무슨 일을 해요?'],
    storytelling: ['같이 이야기를 만들어 봐요: "옛날 옛적에 바닷가에 한 소녀가 살았어요…" 다음에 무슨 일이 일어나요?'],
    cultural_context: ['문화 이야기: 한국에서는 나이가 많은 사람에게 존댓말을 써요. 당신 나라에서는 어때요?'],
    idioms: ['관용어: "식은 죽 먹기"는 아주 쉽다는 뜻이에요. 당신에게 식은 죽 먹기인 일은 뭐예요?'],
    slang: ['신조어: "대박"은 "굉장하다"는 뜻이에요. 언제 "대박!"이라고 말해요?'],
  },
  practiceSentences: ['커피 한 잔 주세요.', '기차역이 어디예요?'],
  suggestions: ['안녕하세요! 제 이름은 …예요.', '오늘 어떻게 지내요?', '연습을 도와주세요.'],
};

/** Chinese (Mandarin, simplified). */
export const CHINESE: Phrasebook = {
  greeting: '你好！我是你的中文老师 Parla。',
  beginnerNote: '短句子就很好，我来帮你。',
  encouragement: ['很好！', '做得不错！', '太棒了！'],
  followUps: ['你昨天做了什么？', '你周末喜欢做什么？', '你想去哪里旅行？'],
  spelling: '注意写法：{words}。',
  otherLanguage: '我不太明白。你可以试着用中文写吗？简单的词就可以。',
  modes: {
    translation: ['请把这句话翻译成中文：“{sentence}”'],
    grammar: ['用“过”表示经历：“我去过北京。”请用“过”造一个句子。'],
    vocabulary: ['新词：“图书馆”，借书的地方。请用它造一个句子。'],
    roleplay: ['我们在咖啡馆，我是服务员：“你好！你想喝点什么？”'],
    free_conversation: ['请介绍一下你自己。你是做什么工作的？'],
    storytelling: ['我们一起讲个故事吧：“从前，海边住着一个小女孩……”接下来发生了什么？'],
    cultural_context: ['文化小知识：春节是中国最重要的节日，家人会一起吃年夜饭。你们国家最重要的节日是什么？'],
    idioms: ['成语：“马马虎虎”的意思是“一般，不太好也不太差”。你今天过得马马虎虎吗？'],
    slang: ['口语：“给力”的意思是“很棒、很有用”。什么东西让你觉得很给力？'],
  },
  practiceSentences: ['请给我一杯咖啡。', '火车站在哪里？'],
  suggestions: ['你好！我叫……', '你今天好吗？', '你可以帮我练习吗？'],
};

/** Ukrainian. */
export const UKRAINIAN: Phrasebook = {
  greeting: 'Привіт! Я Парла, твій репетитор української.',
  beginnerNote: 'Короткі речення — це чудово, я допоможу.',
  encouragement: ['Дуже добре!', 'Гарна робота!', 'Чудово, я тебе розумію!'],
  followUps: ['Що ти робив учора?', 'Що ти любиш робити на вихідних?', 'Куди ти хотів би поїхати?'],
  spelling: 'Зверни увагу на правопис: {words}.',
  otherLanguage: 'Я не впевнений, що зрозумів. Спробуй написати це українською — простих слів достатньо.',
  modes: {
    translation: ['Переклади це речення українською: «{sentence}»'],
    grammar: ['Зверни увагу на кличний відмінок: «Олено, привіт!» Напиши привітання другові в кличному відмінку.'],
    vocabulary: ['Нове слово: «бібліотека» — місце, де беруть книжки. Використай його в реченні.'],
    roleplay: ['Ми в кав’ярні, я офіціант: «Добрий день! Що для вас?»'],
    free_conversation: ['Розкажи трохи про себе. Чим ти займаєшся?'],
    storytelling: ['Складімо історію разом: «Жила-була дівчинка біля моря…» Що сталося далі?'],
    cultural_context: ['Культура: в Україні на Різдво готують кутю. А які страви готують у тебе на свята?'],
    idioms: ['Фразеологізм: «бити байдики» означає ледарювати. Коли ти востаннє бив байдики?'],
    slang: ['Розмовне слово: «класно» означає «чудово». Що для тебе класно?'],
  },
  practiceSentences: ['Мені каву, будь ласка.', 'Де залізничний вокзал?'],
  suggestions: ['Привіт! Мене звати…', 'Як справи?', 'Допоможи мені потренуватися.'],
};

/** Dutch. */
export const DUTCH: Phrasebook = {
  greeting: 'Hallo! Ik ben Parla, je docent Nederlands.',
  beginnerNote: 'Korte zinnen zijn prima; ik help je.',
  encouragement: ['Heel goed!', 'Goed gedaan!', 'Prima, ik begrijp je goed!'],
  followUps: ['Wat heb je gisteren gedaan?', 'Wat doe je graag in het weekend?', 'Waar zou je graag naartoe reizen?'],
  spelling: 'Let op de spelling: {words}.',
  otherLanguage: 'Ik weet niet zeker of ik het begrijp. Kun je het in het Nederlands proberen? Eenvoudige woorden zijn genoeg.',
  modes: {
    translation: ['Vertaal deze zin naar het Nederlands: ‘{sentence}’'],
    grammar: ['Let op de woordvolgorde: het werkwoord staat op de tweede plaats (‘Vandaag ga ik naar de markt’). Begin een zin met ‘vandaag’.'],
    vocabulary: ['Nieuw woord: ‘gezellig’ – knus en prettig samen. Wat vind jij gezellig?'],
    roleplay: ['We zitten in een café en ik ben de ober: ‘Goedemiddag! Wat mag het zijn?’'],
    free_conversation: ['Vertel eens iets over jezelf. Wat voor werk doe je?'],
    storytelling: ['Laten we samen een verhaal vertellen: ‘Er was eens een meisje dat aan zee woonde…’ Wat gebeurt er dan?'],
    cultural_context: ['Cultuur: in Nederland gaan veel mensen met de fiets naar hun werk. Hoe is dat bij jou?'],
    idioms: ['Uitdrukking: ‘met de deur in huis vallen’ betekent meteen ter zake komen. Wanneer deed jij dat?'],
    slang: ['Informeel: ‘lekker bezig!’ betekent ‘goed zo!’. Probeer het eens te gebruiken.'],
  },
  practiceSentences: ['Ik wil graag een koffie.', 'Waar is het station?'],
  suggestions: ['Hallo! Ik heet…', 'Hoe gaat het vandaag?', 'Kun je me helpen oefenen?'],
};

/** Polish. */
export const POLISH: Phrasebook = {
  greeting: 'Cześć! Jestem Parla, twój korepetytor polskiego.',
  beginnerNote: 'Krótkie zdania są w porządku – pomogę ci.',
  encouragement: ['Bardzo dobrze!', 'Świetna robota!', 'Super, dobrze cię rozumiem!'],
  followUps: ['Co robiłeś wczoraj?', 'Co lubisz robić w weekend?', 'Dokąd chciałbyś pojechać?'],
  spelling: 'Uważaj na pisownię: {words}.',
  otherLanguage: 'Nie jestem pewien, czy dobrze zrozumiałem. Możesz spróbować napisać to po polsku? Wystarczą proste słowa.',
  modes: {
    translation: ['Przetłumacz to zdanie na polski: „{sentence}”'],
    grammar: ['Zwróć uwagę na biernik: „Mam kota”, ale „To jest kot”. Napisz zdanie z „mam”.'],
    vocabulary: ['Nowe słowo: „biblioteka” – miejsce, gdzie wypożycza się książki. Użyj go w zdaniu.'],
    roleplay: ['Jesteśmy w kawiarni, a ja jestem kelnerem: „Dzień dobry! Co podać?”'],
    free_conversation: ['Opowiedz mi trochę o sobie. Czym się zajmujesz?'],
    storytelling: ['Opowiedzmy razem historię: „Dawno temu nad morzem mieszkała dziewczynka…” Co dzieje się dalej?'],
    cultural_context: ['Kultura: w Polsce w Wigilię je się dwanaście potraw. A jak jest u ciebie?'],
    idioms: ['Idiom: „nie mój cyrk, nie moje małpy” znaczy „to nie mój problem”. Kiedy byś tak powiedział?'],
    slang: ['Potocznie „spoko” znaczy „w porządku”. Spróbuj go użyć.'],
  },
  practiceSentences: ['Poproszę kawę.', 'Gdzie jest dworzec?'],
  suggestions: ['Cześć! Mam na imię…', 'Jak się masz?', 'Pomożesz mi poćwiczyć?'],
};

/** Russian. */
export const RUSSIAN: Phrasebook = {
  greeting: 'Привет! Я Парла, твой репетитор по русскому языку.',
  beginnerNote: 'Короткие предложения — это отлично, я помогу.',
  encouragement: ['Очень хорошо!', 'Отличная работа!', 'Здорово, я тебя понимаю!'],
  followUps: ['Что ты делал вчера?', 'Что ты любишь делать в выходные?', 'Куда ты хотел бы поехать?'],
  spelling: 'Обрати внимание на орфографию: {words}.',
  otherLanguage: 'Я не уверен, что понял. Попробуй написать это по-русски — простых слов достаточно.',
  modes: {
    translation: ['Переведи это предложение на русский: «{sentence}»'],
    grammar: ['Обрати внимание на винительный падеж: «Я читаю книгу». Напиши предложение с глаголом «читать».'],
    vocabulary: ['Новое слово: «библиотека» — место, где берут книги. Используй его в предложении.'],
    roleplay: ['Мы в кафе, я официант: «Добрый день! Что будете заказывать?»'],
    free_conversation: ['Расскажи немного о себе. Чем ты занимаешься?'],
    storytelling: ['Давай сочиним историю: «Жила-была девочка у моря…» Что было дальше?'],
    cultural_context: ['Культура: в России часто пьют чай с вареньем. А что пьют у тебя?'],
    idioms: ['Идиома: «бить баклуши» значит бездельничать. Когда ты последний раз бил баклуши?'],
    slang: ['Разговорное слово: «круто» значит «здорово». Что для тебя круто?'],
  },
  practiceSentences: ['Можно кофе, пожалуйста.', 'Где вокзал?'],
  suggestions: ['Привет! Меня зовут…', 'Как дела?', 'Помоги мне попрактиковаться.'],
};

/** Swedish. */
export const SWEDISH: Phrasebook = {
  greeting: 'Hej! Jag är Parla, din lärare i svenska.',
  beginnerNote: 'Korta meningar går bra – jag hjälper dig.',
  encouragement: ['Mycket bra!', 'Bra jobbat!', 'Toppen, jag förstår dig!'],
  followUps: ['Vad gjorde du i går?', 'Vad gör du gärna på helgen?', 'Vart skulle du vilja resa?'],
  spelling: 'Tänk på stavningen: {words}.',
  otherLanguage: 'Jag är inte säker på att jag förstod. Kan du försöka skriva det på svenska? Enkla ord räcker.',
  modes: {
    translation: ['Översätt den här meningen till svenska: ”{sentence}”'],
    grammar: ['Tänk på ordföljden: verbet kommer på andra plats (”I dag går jag till affären”). Börja en mening med ”i dag”.'],
    vocabulary: ['Nytt ord: ”fika” – en paus med kaffe och något gott. När fikar du?'],
    roleplay: ['Vi är på ett kafé och jag är servitören: ”Hej! Vad får det lov att vara?”'],
    free_conversation: ['Berätta lite om dig själv. Vad jobbar du med?'],
    storytelling: ['Vi berättar en saga tillsammans: ”Det var en gång en flicka som bodde vid havet …” Vad händer sen?'],
    cultural_context: ['Kultur: midsommar är en av de största högtiderna i Sverige. Vilken högtid är viktigast för dig?'],
    idioms: ['Idiom: ”det är ingen ko på isen” betyder att det inte är bråttom. När säger man så?'],
    slang: ['Vardagligt: ”schysst” betyder ”bra, snällt”. Vad tycker du är schysst?'],
  },
  practiceSentences: ['Jag vill ha en kaffe, tack.', 'Var ligger tågstationen?'],
  suggestions: ['Hej! Jag heter …', 'Hur mår du i dag?', 'Kan du hjälpa mig att öva?'],
};

/** Turkish. */
export const TURKISH: Phrasebook = {
  greeting: 'Merhaba! Ben Parla, Türkçe öğretmeninim.',
  beginnerNote: 'Kısa cümleler harika, sana yardım ederim.',
  encouragement: ['Çok iyi!', 'Harika iş!', 'Süper, seni anlıyorum!'],
  followUps: ['Dün ne yaptın?', 'Hafta sonu ne yapmayı seversin?', 'Nereye seyahat etmek istersin?'],
  spelling: 'Yazıma dikkat et: {words}.',
  otherLanguage: 'Anladığımdan emin değilim. Bunu Türkçe yazmayı dener misin? Basit kelimeler yeterli.',
  modes: {
    translation: ['Bu cümleyi Türkçeye çevir: “{sentence}”'],
    grammar: ['Geçmiş zamana dikkat: “Dün sinemaya gittim.” “-di” ekiyle bir cümle yazar mısın?'],
    vocabulary: ['Yeni kelime: “kütüphane” – kitap ödünç alınan yer. Bir cümlede kullanır mısın?'],
    roleplay: ['Bir kafedeyiz, ben garsonum: “Hoş geldiniz! Ne alırsınız?”'],
    free_conversation: ['Bana biraz kendinden bahset. Ne iş yapıyorsun?'],
    storytelling: ['Birlikte bir hikâye anlatalım: “Bir varmış bir yokmuş, deniz kenarında bir kız yaşarmış…” Sonra ne olmuş?'],
    cultural_context: ['Kültür: Türkiye’de misafire genellikle çay ikram edilir. Senin ülkende nasıl?'],
    idioms: ['Deyim: “ağzı kulaklarında” çok mutlu demek. En son ne zaman ağzın kulaklarındaydı?'],
    slang: ['Gündelik dilde “aynen” “kesinlikle, evet” anlamına gelir. Kullanmayı dene!'],
  },
  practiceSentences: ['Bir kahve lütfen.', 'Tren istasyonu nerede?'],
  suggestions: ['Merhaba! Benim adım…', 'Bugün nasılsın?', 'Pratik yapmama yardım eder misin?'],
};
