import type { Finding } from '../finding.js';
import type { GrammarRule } from './grammar-rule.js';

/** Every match of a pattern as a finding: the span of group `wrong` (or the whole match), replaced by `replace(match)`. */
function patternFindings(text: string, pattern: RegExp, build: (match: RegExpExecArray) => Omit<Finding, 'start' | 'end'> & { offset?: number; length?: number }): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(pattern)) {
    const { offset = 0, length = match[0].length, ...finding } = build(match);
    findings.push({ ...finding, start: match.index + offset, end: match.index + offset + length });
  }
  return findings;
}

/** Japanese greetings written with わ for the topic particle は: こんにちわ → こんにちは, こんばんわ → こんばんは. */
export const japaneseGreetingRule: GrammarRule = ({ text }) =>
  patternFindings(text, /(こんにち|こんばん)わ/gu, (match) => ({ offset: match[1]!.length, length: 1, replacement: 'は', category: 'spelling', explanation: 'topicParticle' }));

/** The topic particle written わ after a pronoun (私わ → 私は): わ never follows a pronoun as a particle. */
export const japaneseTopicParticleRule: GrammarRule = ({ text }) =>
  patternFindings(text, /(私|僕|俺|あなた|彼女|彼|これ|それ|あれ|今日|明日)わ(?=[^\s。！？!?、,.]|$)/gu, (match) => ({ offset: match[1]!.length, length: 1, replacement: 'は', category: 'spelling', explanation: 'topicParticle' }));

/** Two copulas in a row: 学生だです → 学生です, ですです → です. */
export const japaneseDoubleCopulaRule: GrammarRule = ({ text }) =>
  patternFindings(text, /(だです|ですです)/gu, () => ({ replacement: 'です', category: 'grammar', explanation: 'doubleCopula' }));

/** Whether a Hangul syllable ends in a consonant (has a final jamo). */
function hasFinalConsonant(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0;
}

/** Nouns whose particles are checked (the noun is known, so the particle is not part of another word). */
const KOREAN_NOUNS = ['저', '학생', '선생님', '사람', '친구', '커피', '사과', '물', '책', '한국', '한국어', '영어', '가방', '집', '이름', '학교', '회사', '의사', '가수', '우유', '빵', '밥', '음악', '영화', '여자', '남자', '어머니', '아버지', '동생', '언니', '오빠', '누나', '형', '고양이', '시간', '돈', '날씨', '주말', '음식', '김치', '비빔밥', '서울', '부산', '도서관', '가족', '옷', '신발', '컴퓨터', '전화', '지하철', '버스', '택시', '카페', '식당', '친구들'];

/** Particle pairs: the form after a consonant, the form after a vowel. */
const PARTICLES: readonly (readonly [string, string])[] = [['은', '는'], ['이', '가'], ['을', '를'], ['과', '와'], ['이에요', '예요']];

/**
 * Korean particles and the copula after a known noun agree with its last sound: 학생는 → 학생은, 커피을 → 커피를,
 * 의사이에요 → 의사예요; 아니예요 → 아니에요. Only nouns of the list are judged (elsewhere 는/은 may end a verb form).
 */
export const koreanParticleRule: GrammarRule = ({ text }) => {
  const findings: Finding[] = [];
  const nouns = [...KOREAN_NOUNS].sort((first, second) => second.length - first.length).join('|');
  const particles = PARTICLES.flat().sort((first, second) => second.length - first.length).join('|');
  const pattern = new RegExp(`(?<![\\uac00-\\ud7a3])(${nouns})(${particles})(?![\\uac00-\\ud7a3])`, 'gu');
  for (const match of text.matchAll(pattern)) {
    const noun = match[1]!;
    const particle = match[2]!;
    const pair = PARTICLES.find((candidate) => candidate.includes(particle))!;
    const consonant = hasFinalConsonant(noun.slice(-1));
    const wanted = consonant ? pair[0] : pair[1];
    // 저 + 가 is 제가; 나 + 가 is 내가: left alone rather than guessed.
    if (wanted !== particle && !(pair[1] === '가' && (noun === '저' || noun === '나'))) {
      const start = match.index + noun.length;
      findings.push({ start, end: start + particle.length, replacement: wanted, category: 'grammar', explanation: 'particleForm', values: { noun } });
    }
  }
  for (const match of text.matchAll(/아니예요/gu)) {
    findings.push({ start: match.index + 2, end: match.index + 3, replacement: '에', category: 'spelling', explanation: 'particleForm', values: { noun: '아니' } });
  }
  return findings;
};

/** 是 before 很 + adjective at the end of a clause: 我是很高兴 → 我很高兴 (an adjective is the predicate on its own). */
export const chineseShiHenRule: GrammarRule = ({ text }) =>
  patternFindings(text, /(?<=(?:我|你|他|她|它|我们|你们|他们|她们|您))是(?=很[\u4e00-\u9fff]{1,2}(?:[。！？!?，,、\s]|了|$))/gu, () => ({ replacement: '', category: 'grammar', explanation: 'adjectivePredicate' }));

/** Frequent adjectives learners put after 是 (HSK 1–2). */
const CHINESE_ADJECTIVES = ['高兴', '开心', '忙', '累', '好', '漂亮', '高', '矮', '大', '小', '冷', '热', '贵', '便宜', '饿', '渴', '难', '容易', '远', '近', '胖', '瘦', '帅', '聪明', '可爱', '舒服', '干净', '快乐', '无聊', '紧张', '好吃', '有意思', '累死'];

/** 是 before a bare adjective that ends the clause: 我是高兴 → 我很高兴 (是…的, 是 + noun, 但是, 还是, 不是… are left alone). */
export const chineseShiAdjectiveRule: GrammarRule = ({ text }) => {
  const adjectives = [...CHINESE_ADJECTIVES].sort((first, second) => second.length - first.length).join('|');
  return patternFindings(text, new RegExp(`(?<=[\\u4e00-\\u9fff])(?<![但可还就要总于只不或真倒像算凡])是(?=(?:${adjectives})(?:[。！？!?，,、\\s]|了|$))`, 'gu'), () => ({ replacement: '很', category: 'grammar', explanation: 'adjectiveNeedsHen' }));
};

/** Measure words of nouns that never take 个 (一个电影, 一个手机 are fine and not listed): 一个书 → 一本书. */
const MEASURE_WORDS: Readonly<Record<string, string>> = { 书: '本', 杂志: '本', 票: '张', 纸: '张', 桌子: '张', 床: '张', 衣服: '件', 狗: '只', 猫: '只', 鸟: '只' };

/** The general measure word 个 where the noun needs its own: 一个书 → 一本书, 两个狗 → 两只狗. */
export const chineseMeasureWordRule: GrammarRule = ({ text }) => {
  const nouns = Object.keys(MEASURE_WORDS).sort((first, second) => second.length - first.length).join('|');
  return patternFindings(text, new RegExp(`(?<=[一二两三四五六七八九十几这那每哪])个(?=(${nouns}))`, 'gu'), (match) => ({ replacement: MEASURE_WORDS[match[1]!]!, category: 'word_choice', explanation: 'measureWord', values: { noun: match[1]! } }));
};

/** Points of past time, which make an action one event: 昨天, 刚才… (去年, 上个月 are left out: 去年我不喝酒 is a habit, and right). */
const PAST_TIMES = '昨天|前天|昨晚|刚才|那天|上次';
/** Action verbs: 不 before them after a past time word is 没 (想, 喜欢, 是, 舒服… are states and stay with 不). */
const ACTION_VERBS = '去|来|吃|喝|看|买|做|回|学|写|打|玩|见|听|参加|工作|上班|上课|洗|睡觉|起床|出门|给';

const PAST_NEGATION = new RegExp(`(?:${PAST_TIMES})[我你他她它们您也都]{0,4}不(?=(?:${ACTION_VERBS}))`, 'gu');

/** 不 for an action that did not happen: 我昨天不去学校 → 我昨天没去学校 (only a subject pronoun, 也 or 都 between). */
export const chinesePastNegationRule: GrammarRule = ({ text }) =>
  patternFindings(text, PAST_NEGATION, (match) => ({ offset: match[0].length - 1, length: 1, replacement: '没', category: 'grammar', explanation: 'pastNegation' }));

/** Verbs of going, coming and returning, as their stems are written (行く, 来る, 帰る, 着く, 戻る; polite and plain). */
const MOTION_VERB = '(?:行(?:き|く|っ|か|け|こ)|い(?:き|く|っ)(?:ます|ました|ません|た|て|たい)|来(?:ま|る|て|た|な|ない)|き(?:ます|ました|ません)|帰(?:り|る|っ|ら|れ)|着(?:き|く|い)|戻(?:り|る|っ))';

/** Places one goes along rather than to ("道を行く"): を is right before a motion verb there. */
const ALONG = /(?:道|通り|廊下|坂|橋|川|空|海|森|山道|階段)$/u;

/** The destination of a motion verb written with を: 学校を行きます → 学校に行きます (に, or へ). */
export const japaneseDirectionParticleRule: GrammarRule = ({ text }) =>
  patternFindings(text, new RegExp(`を(?=${MOTION_VERB})`, 'gu'), () => ({ replacement: 'に', category: 'grammar', explanation: 'directionParticle' })).filter((finding) => !ALONG.test(text.slice(0, finding.start)));

/** Places where something is done (not objects of the verbs below): 図書館, 学校, 公園… */
const PLACES = '図書館|学校|大学|教室|家|うち|公園|駅|会社|事務所|レストラン|カフェ|喫茶店|食堂|部屋|台所|プール|ジム|デパート|スーパー|店|病院|銀行|郵便局|図書室|寮';
/** Verbs of doing that never take a place as their object: 勉強する, 働く, 食べる, 飲む, 遊ぶ, 練習する, 寝る (見る, 買う, 掃除する… can: 家を買う). */
const ACTIVITY_VERB = '(?:勉強(?:し|す|さ)|働(?:き|く|い|か|け)|食べ|飲(?:み|む|ん|ま)|遊(?:び|ぶ|ん|ば)|練習(?:し|す|さ)|寝(?:ま|る|た|て|な))';

const PLACE_OF_ACTION = new RegExp(`(?<=(?:${PLACES}))を(?=${ACTIVITY_VERB})`, 'gu');

/** The place of an activity written with を: 図書館を勉強しました → 図書館で勉強しました. */
export const japanesePlaceOfActionRule: GrammarRule = ({ text }) =>
  patternFindings(text, PLACE_OF_ACTION, () => ({ replacement: 'で', category: 'grammar', explanation: 'placeOfAction' }));

/** Words that put a sentence in the past (昨日, 先週, 去年…), and words of the future that may follow them in the same sentence. */
const JAPANESE_PAST_TIMES = /(昨日|きのう|先週|先月|去年|昨年|昨晩|昨夜|おととい|一昨日)/u;
const JAPANESE_FUTURE_TIMES = /(明日|あした|来週|来月|来年|今度|これから|後で|あとで|今日|今)/u;

/** A polite present at the end of a sentence in the past: 昨日、映画を見ます → 見ました, 行きません → 行きませんでした. */
export const japanesePastTimeRule: GrammarRule = ({ text }) => {
  const findings: Finding[] = [];
  for (const sentence of text.matchAll(/[^。！？!?]+[。！？!?]?/gu)) {
    const time = JAPANESE_PAST_TIMES.exec(sentence[0]);
    const ending = /(ます|ません)(?=[。！？!?\s]*$)/u.exec(sentence[0]);
    // 去年から…しています: "since last year" goes on now, and the present is right.
    const since = /^(から|より|以来)/u.test(sentence[0].slice(time ? time.index + time[0].length : 0));
    if (!time || !ending || since || ending.index < time.index || JAPANESE_FUTURE_TIMES.test(sentence[0]) || /(ましょう|たい|つもり|予定)/u.test(sentence[0])) {
      continue;
    }
    const start = sentence.index + ending.index;
    findings.push({ start, end: start + ending[0].length, replacement: ending[0] === 'ます' ? 'ました' : 'ませんでした', category: 'conjugation', explanation: 'pastTime', values: { time: time[0] } });
  }
  return findings;
};

/** 会う takes に for the person met: 友達を会いました → 友達に会いました (会う's forms: 会い, 会う, 会っ, 会わ, 会え, 会お). */
export const japaneseMeetParticleRule: GrammarRule = ({ text }) =>
  patternFindings(text, /を(?=会[いうっわえお])/gu, () => ({ replacement: 'に', category: 'grammar', explanation: 'verbParticle', values: { verb: '会う' } }));

/** The Japanese rules. */
export const JAPANESE_RULES: readonly GrammarRule[] = [japaneseGreetingRule, japaneseTopicParticleRule, japaneseDoubleCopulaRule, japaneseDirectionParticleRule, japanesePlaceOfActionRule, japanesePastTimeRule, japaneseMeetParticleRule];
/** 좋다 ("to be liked, good") takes 이/가 for what is liked, 좋아하다 takes 을/를: 사과를 좋아요 → 사과가 좋아요. */
export const koreanLikeParticleRule: GrammarRule = ({ text }) =>
  patternFindings(text, /(?<=[\uac00-\ud7a3])(을|를)(?=\s*(?:정말\s*|너무\s*|아주\s*|제일\s*|진짜\s*)?좋(?:아요|았어요|습니다|아|다)(?![\uac00-\ud7a3]))/gu, (match) => ({ replacement: match[1] === '을' ? '이' : '가', category: 'grammar', explanation: 'verbParticle', values: { verb: '좋다' } }));

/** The Korean rules. */
export const KOREAN_RULES: readonly GrammarRule[] = [koreanParticleRule, koreanLikeParticleRule];
/** The Chinese rules. */
export const CHINESE_RULES: readonly GrammarRule[] = [chineseShiHenRule, chineseShiAdjectiveRule, chineseMeasureWordRule, chinesePastNegationRule];
