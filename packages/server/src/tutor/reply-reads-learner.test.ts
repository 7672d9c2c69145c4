import { describe, expect, it } from 'vitest';
import { CONTENT } from './content/all-content.js';
import { conversationReply } from './conversation-reply.js';
import { welcomeText } from './offline-engine.js';

// Found reading the embedded tutor's replies to the third held-out set's messages (#19).
describe('replies a learner would find wrong', () => {
  it('never asks back the question the learner just asked, and answers a question before another sentence honestly', () => {
    const reply = conversationReply('es', 'beginner', [], [], '¿Tienes hermanos? Mi hermana vive en Roma.');
    expect(reply).not.toContain('¿Tienes hermanos?');
    expect(reply.startsWith(CONTENT.es.frames.offline)).toBe(true);
  });

  it('never asks what the learner just told: "j’habite à Lyon" is not followed by "Où habites-tu ?"', () => {
    const reply = conversationReply('fr', 'beginner', [], [], "J'habite à Lyon depuis deux ans.");
    expect(reply).not.toMatch(/habites/);
    // The city the learner named is taken up ("Et qu’est-ce que tu aimes à Lyon ?").
    expect(reply).toMatch(/Lyon/);
  });

  it('never takes a word spelt right for a slip of a topic word ("perdona" is no "perro", "hier" no "hiver"), yet reads a real slip', () => {
    expect(conversationReply('es', 'beginner', [], [], 'Estoy cansadísima hoy, perdona.')).not.toMatch(/perro/);
    expect(conversationReply('fr', 'beginner', [], [], 'Hier, nous sommes rentrés très tard.')).not.toMatch(/hiver/);
    expect(conversationReply('de', 'beginner', [], [], 'Wir sind Studenten aus Spanien.')).not.toMatch(/„Studi“/);
    expect(conversationReply('es', 'beginner', [], [], 'Mi perrro es muy grande.')).toMatch(/«perro»/);
  });

  it('with no topic it knows, follows up on what kind of thing was said, not with a random new question; never after a negation', () => {
    expect(conversationReply('it', 'beginner', [], [], 'Ieri sono andata a trovare Giulia.')).toBe('Com’è andata? Raccontami un po’.');
    expect(conversationReply('de', 'beginner', [], [], 'Heute bin ich total müde.')).toBe('Oh, das tut mir leid. Was ist passiert?');
    expect(conversationReply('sv', 'beginner', [], [], 'I kväll ska jag baka.')).toBe('Vad kul! Vad har du för planer?');
    expect(conversationReply('en', 'beginner', [], [], 'I didn’t go out yesterday.')).not.toMatch(/How was it/);
    // The same follow-up is not asked twice in a row.
    expect(conversationReply('it', 'beginner', [], ['Com’è andata? Raccontami un po’.'], 'Ieri sono andata al mare.')).not.toMatch(/Com’è andata/);
  });

  it('keeps one register: the Russian tutor says "вы" in its greeting as in its questions', () => {
    const welcome = welcomeText('ru', 'en', 'free_conversation', 'beginner');
    expect(welcome).not.toMatch(/твой|Привет/);
    expect(welcome).toMatch(/ваш/);
  });

  it('writes French typography in its questions on a text: "Question : …"', () => {
    expect(welcomeText('fr', 'en', 'idioms', 'intermediate')).toMatch(/Question : /);
    expect(welcomeText('es', 'en', 'idioms', 'intermediate')).toMatch(/Pregunta: /);
  });
});
