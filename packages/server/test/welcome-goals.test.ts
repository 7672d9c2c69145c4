import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, signUp, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

describe('the embedded tutor\'s first message', () => {
  it('starts from the scene of the learner\'s goals: business opens a job interview, travel an airport complaint', async () => {
    const learner = await signUp(context.app);
    const welcomes: string[] = [];
    for (const goals of [['business'], ['travel']]) {
      const created = await call(context.app, 'POST', '/api/v1/conversations/', {
        token: learner.access,
        body: { target_language: 'es', learning_mode: 'roleplay', skill_level: 'advanced', goals },
      });
      expect(created.status).toBe(201);
      const messages = await call(context.app, 'GET', `/api/v1/conversations/${created.body.id}/messages/`, { token: learner.access });
      welcomes.push(messages.body.results[0].message_text as string);
    }
    expect(welcomes[0]).toContain('Una entrevista de trabajo');
    expect(welcomes[1]).toContain('Una reclamación en el aeropuerto');
  });
});
