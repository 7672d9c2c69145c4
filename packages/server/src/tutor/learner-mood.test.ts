import { LANGUAGES } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { conversationReply } from './conversation-reply.js';
import { moodOf } from './learner-mood.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';

describe('how the learner says they are', () => {
  it('reads a short statement of a good or a bad state, in many languages', () => {
    expect(moodOf('de', 'Mein Tag war sehr gut.')).toBe('good');
    expect(moodOf('es', 'Estoy cansado.')).toBe('bad');
    expect(moodOf('fr', 'Je suis content')).toBe('good');
    expect(moodOf('en', 'I feel a bit sick today.')).toBe('bad');
    expect(moodOf('it', 'Oggi sono molto stanca.')).toBe('bad');
    expect(moodOf('ru', 'Всё хорошо')).toBe('good');
    expect(moodOf('ja', '今日はとても疲れました')).toBe('bad');
    expect(moodOf('zh', '我今天很开心')).toBe('good');
    expect(moodOf('ko', '오늘 피곤해요')).toBe('bad');
  });

  it('turns a good state a negation stands just before, or (ja, ko, zh) anywhere in the message; a bad one negated is nothing', () => {
    expect(moodOf('es', 'No estoy bien.')).toBe('bad');
    expect(moodOf('en', 'I’m not tired at all.')).toBeUndefined();
    expect(moodOf('es', 'No hay mal que por bien no venga.')).toBeUndefined();
    expect(moodOf('de', 'Ich bin nicht glücklich.')).toBe('bad');
    expect(moodOf('ja', '元気じゃないです')).toBe('bad');
    expect(moodOf('zh', '我不开心')).toBe('bad');
    // A cue that holds a negation of its own is not turned by it.
    expect(moodOf('zh', '不错')).toBe('good');
    // A negation after the state, in another clause, does not turn it.
    expect(moodOf('es', 'Estoy cansado, no sé por qué.')).toBe('bad');
  });

  it('reads nothing from a question, a short cue inside a longer word, or a long message', () => {
    expect(moodOf('es', '¿Estás bien?')).toBeUndefined();
    expect(moodOf('es', 'Estoy bien, ¿y tú?')).toBe('good');
    expect(moodOf('es', 'Mi maleta es azul.')).toBeUndefined();
    expect(moodOf('de', 'Guten Morgen!')).toBeUndefined();
    // "Not sure how to answer" is no mood: a word such as "bien" counts only where it says how one is.
    expect(moodOf('es', 'No sé bien cómo responder.')).toBeUndefined();
    expect(moodOf('it', 'Non so bene come rispondere.')).toBeUndefined();
    expect(moodOf('pt', 'Não sei bem como responder.')).toBeUndefined();
    expect(moodOf('en', 'Yesterday I went to the market with my sister and we bought apples, bread, cheese and some very good wine.')).toBeUndefined();
  });

  it('is acknowledged before the next question, in every language’s own words', () => {
    expect(conversationReply('de', 'beginner', [], [], 'Mein Tag war sehr gut.')).toBe('Das freut mich! Was hast du heute gemacht?');
    expect(conversationReply('es', 'beginner', [], [], 'Estoy cansado.')).toBe('Vaya, lo siento. ¿Qué ha pasado?');
    expect(conversationReply('fr', 'beginner', [], [], 'Je suis content')).toBe('Super, tant mieux ! Qu’est-ce que tu as fait aujourd’hui ?');
    // With a topic, the topic's question follows the acknowledgement.
    expect(conversationReply('es', 'beginner', [], [], 'Estoy cansada del trabajo.')).toMatch(/^Vaya, lo siento\. Hablas de «trabajo»\. ¿/);
    // The mood's question is not asked twice in a row.
    expect(conversationReply('es', 'beginner', [], ['Vaya, lo siento. ¿Qué ha pasado?'], 'Estoy muy cansado.')).not.toMatch(/Qué ha pasado/);
    for (const language of LANGUAGES) {
      const { moods } = REPLY_FRAMES[language];
      const first = (list: string) => list.split('|')[0] ?? '';
      expect(conversationReply(language, 'beginner', [], [], first(moods.good)), language).toBe(`${moods.glad} ${moods.askGood}`);
      expect(conversationReply(language, 'beginner', [], [], first(moods.bad)), language).toBe(`${moods.sorry} ${moods.askBad}`);
    }
  });
});
