import { describe, expect, it, vi } from 'vitest';
import { aDueCard, apiError, fakeApi, json, testClient } from '@parla/test-utils';
import { createReviewSessionStore, gradeIntervals } from './review-session-store.js';

const DUE = '/api/v1/review/due/';
const CHECK = '/api/v1/review/cards/{id}/check/';
const GRADE = '/api/v1/review/cards/{id}/grade/';

function setUp(cards = [aDueCard('c1'), aDueCard('c2', { kind: 'fix_it', prompt: 'Tengo un pero.', answer: 'Tengo un perro.', hint: 'Spelling.' })]) {
  const api = fakeApi();
  api.on('GET', DUE, () => json({ results: cards, count: cards.length }));
  api.on('POST', CHECK, () => json({ verdict: 'right', correct: true, expected: 'Tengo un perro.', accent_slips: [] }));
  api.on('POST', GRADE, (_request, [id]) => json({ card: { ...aDueCard(id!), state: 'review' }, next_due: '2026-11-28T10:00:00Z' }));
  const onGraded = vi.fn();
  const store = createReviewSessionStore({ client: testClient(api).client, onGraded });
  return { api, store, onGraded };
}

describe('a review session', () => {
  it('asks each due card in turn, checks typed answers on the server, grades, and ends with how many were remembered', async () => {
    const { api, store, onGraded } = setUp();
    await store.load('es');
    expect(Object.fromEntries(api.calls('GET', DUE)[0]!.url.searchParams)).toEqual({ limit: '20', language: 'es' });
    expect(store.$state.get()).toMatchObject({ status: 'card', index: 0, total: 2, step: 'asking', card: { id: 'c1', kind: 'recognise' } });

    await store.answer('dog');
    expect(api.calls('POST', '/api/v1/review/cards/c1/check/')).toHaveLength(0);
    store.reveal();
    expect(store.$state.get()).toMatchObject({ step: 'answered', check: null });
    expect(await store.grade('again')).toBe(true);
    expect(api.calls('POST', '/api/v1/review/cards/c1/grade/')[0]!.body).toEqual({ grade: 'again' });

    expect(store.$state.get()).toMatchObject({ status: 'card', index: 1, step: 'asking', card: { id: 'c2', kind: 'fix_it' } });
    expect(await store.grade('good')).toBe(false);
    await store.answer('tengo un perro');
    expect(api.calls('POST', '/api/v1/review/cards/c2/check/')[0]!.body).toEqual({ answer: 'tengo un perro' });
    expect(store.$state.get()).toMatchObject({ step: 'answered', typed: 'tengo un perro', check: { verdict: 'right' } });
    await store.grade('good');

    expect(store.$state.get()).toEqual({ status: 'done', reviewed: 2, remembered: 1 });
    expect(onGraded.mock.calls).toEqual([['again'], ['good']]);
  });

  it('is empty when nothing is due, and says why when the cards cannot be loaded', async () => {
    const { store } = setUp([]);
    await store.load();
    expect(store.$state.get()).toEqual({ status: 'empty' });

    const api = fakeApi();
    api.on('GET', DUE, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    const failing = createReviewSessionStore({ client: testClient(api).client });
    await failing.load();
    expect(failing.$state.get()).toMatchObject({ status: 'error', error: { status: 500 } });
  });

  it('keeps the card when checking or grading failed, with the failure', async () => {
    const { api, store } = setUp([aDueCard('c1', { kind: 'recall', prompt: 'dog', answer: 'perro' })]);
    await store.load();
    api.on('POST', CHECK, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    await store.answer('pero');
    expect(store.$state.get()).toMatchObject({ status: 'card', step: 'asking', typed: 'pero', error: { status: 500 } });

    store.reveal();
    api.on('POST', GRADE, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    expect(await store.grade('hard')).toBe(false);
    expect(store.$state.get()).toMatchObject({ status: 'card', step: 'answered', error: { status: 500 } });
  });
});

describe('the time until a card is next due, per grade', () => {
  it('is measured from now, never negative', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(gradeIntervals(aDueCard('c1'), now)).toEqual({ again: 60_000, hard: 600_000, good: 86_400_000, easy: 4 * 86_400_000 });
    expect(gradeIntervals(aDueCard('c1'), now + 120_000).again).toBe(0);
  });
});
