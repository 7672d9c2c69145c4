import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { CHINESE_RULES, JAPANESE_RULES, KOREAN_RULES } from './cjk-rules.js';
import type { GrammarRule } from './grammar-rule.js';

function corrected(rules: readonly GrammarRule[], text: string): string {
  const findings = rules.flatMap((rule) => rule({ text, tokens: tokenize(text) })).sort((first, second) => first.start - second.start);
  return applyCorrections(text, findings.map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('the Japanese rules', () => {
  it('write the topic particle は in greetings and after pronouns, and keep one copula', () => {
    expect(corrected(JAPANESE_RULES, 'こんばんわ！僕わ元気です。')).toBe('こんばんは！僕は元気です。');
    expect(corrected(JAPANESE_RULES, '彼は先生だです。')).toBe('彼は先生です。');
  });

  it('leave わ where it belongs', () => {
    expect(corrected(JAPANESE_RULES, '私はわかります。きれいだわ。')).toBe('私はわかります。きれいだわ。');
  });
});

describe('the Korean rules', () => {
  it('fit particles and the copula to a known noun’s last sound', () => {
    expect(corrected(KOREAN_RULES, '책를 읽어요. 친구은 가수이에요.')).toBe('책을 읽어요. 친구는 가수예요.');
    expect(corrected(KOREAN_RULES, '그건 제 가방이 아니예요.')).toBe('그건 제 가방이 아니에요.');
  });

  it('leave other words alone', () => {
    expect(corrected(KOREAN_RULES, '더 나은 방법이 있어요. 저는 학생이에요. 제가 할게요.')).toBe('더 나은 방법이 있어요. 저는 학생이에요. 제가 할게요.');
  });
});

describe('the Chinese rules', () => {
  it('drop 是 before 很 + adjective and use the measure word of books and dogs', () => {
    expect(corrected(CHINESE_RULES, '她是很累。我有两个狗和三个书。')).toBe('她很累。我有两只狗和三本书。');
  });

  it('leave 是很…的 and nouns that take 个 alone', () => {
    expect(corrected(CHINESE_RULES, '这是很好的机会。我看了一个电影，买了一个手机。')).toBe('这是很好的机会。我看了一个电影，买了一个手机。');
  });
});
