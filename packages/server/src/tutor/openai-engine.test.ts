import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { REPLY_MAX_TOKENS, createOpenAiEngine } from './openai-engine.js';
import { SUMMARY_MAX_CHARS, SUMMARY_TURN_CHARS } from './openai-summary.js';
import { buildSystemPrompt } from './system-prompt.js';
import { TutorEngineError, type TutorRequest } from './tutor-engine.js';

const settings = { targetLanguage: 'es', nativeLanguage: 'en', level: 'beginner', mode: 'roleplay', goals: ['travel'] } as const;
const request: TutorRequest = {
  ...settings,
  goals: ['travel'],
  systemPrompt: buildSystemPrompt(settings),
  messages: [{ role: 'user', content: 'Hola' }],
};

let fake: FakeOpenAiServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of iterable) {
    chunks.push(chunk);
  }
  return chunks;
}

describe('the OpenAI-compatible engine', () => {
  it('streams the delta contents until [DONE], sending model, bearer key and system prompt', async () => {
    fake = await startFakeOpenAi({ chunks: ['¡Hola', '! ¿Qué ', 'tal?'] });
    const engine = createOpenAiEngine({ url: fake.url, model: 'tiny-tutor', key: 'sk-test' });
    expect(await collect(engine.generate(request, new AbortController().signal))).toEqual(['¡Hola', '! ¿Qué ', 'tal?']);
    const received = fake.received[0];
    expect(received?.path).toBe('/v1/chat/completions');
    expect(received?.authorization).toBe('Bearer sk-test');
    expect(received?.body.model).toBe('tiny-tutor');
    expect(received?.body.stream).toBe(true);
    expect(received?.body.messages[0]?.role).toBe('system');
    expect(received?.body.messages[0]?.content).toContain('Spanish tutor');
    expect(received?.body.messages[0]?.content).toContain('beginner');
    expect(received?.body.messages[0]?.content).toContain('travel');
    expect(received?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Hola' });
  });

  it('caps the reply with max_tokens', async () => {
    fake = await startFakeOpenAi({ chunks: ['Hola'] });
    await collect(createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' }).generate(request, new AbortController().signal));
    expect(fake.received[0]?.body.max_tokens).toBe(REPLY_MAX_TOKENS);
    await collect(createOpenAiEngine({ url: fake.url, model: 'tiny-tutor', maxTokens: 120 }).generate(request, new AbortController().signal));
    expect(fake.received[1]?.body.max_tokens).toBe(120);
  });

  it('takes a stream that ends without [DONE] after a finished answer as complete', async () => {
    fake = await startFakeOpenAi({ chunks: ['¡Hola', '! ¿Qué tal?'], mode: 'no-done' });
    const engine = createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' });
    expect(await collect(engine.generate(request, new AbortController().signal))).toEqual(['¡Hola', '! ¿Qué tal?']);
  });

  it('fails with a TutorEngineError on an HTTP error', async () => {
    fake = await startFakeOpenAi({ chunks: [], mode: 'http-error' });
    const engine = createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' });
    await expect(collect(engine.generate(request, new AbortController().signal))).rejects.toBeInstanceOf(TutorEngineError);
  });

  it('fails when the stream ends without [DONE] before the answer finished', async () => {
    fake = await startFakeOpenAi({ chunks: ['Hola'], mode: 'cut' });
    const engine = createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' });
    await expect(collect(engine.generate(request, new AbortController().signal))).rejects.toThrow(/before \[DONE\]/);
  });

  it('translates with a non-streaming completion', async () => {
    fake = await startFakeOpenAi({ chunks: [], translation: 'Hello, how are you?' });
    const engine = createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' });
    const result = await engine.translate?.({ text: 'Hola, ¿qué tal?', targetLanguage: 'en', sourceLanguage: 'es' }, new AbortController().signal);
    expect(result).toEqual({ translatedText: 'Hello, how are you?', sourceLanguage: 'es' });
    expect(fake.received[0]?.body.stream).toBe(false);
    expect(fake.received[0]?.body.messages[0]?.content).toContain('from Spanish into English');
  });

  it('writes the welcome with the mode\'s system prompt and max_tokens, non-streamed', async () => {
    fake = await startFakeOpenAi({ chunks: [], welcome: ' ¡Hola! Estamos en un café. ' });
    const engine = createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' });
    const { messages: _none, ...welcomeRequest } = request;
    expect(await engine.welcome?.(welcomeRequest, new AbortController().signal)).toBe('¡Hola! Estamos en un café.');
    const body = fake.received[0]?.body;
    expect(body?.stream).toBe(false);
    expect(body?.max_tokens).toBe(REPLY_MAX_TOKENS);
    expect(body?.messages[0]).toEqual({ role: 'system', content: request.systemPrompt });
    expect(body?.messages[1]?.content).toMatch(/set the scene and name its goals/);
  });

  it('fails the welcome with a TutorEngineError when the answer is empty', async () => {
    fake = await startFakeOpenAi({ chunks: [], welcome: '' });
    const { messages: _none, ...welcomeRequest } = request;
    await expect(createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' }).welcome?.(welcomeRequest, new AbortController().signal)).rejects.toBeInstanceOf(TutorEngineError);
  });

  const summaryRequest = {
    previousSummary: 'The learner is Ana.',
    turns: [
      { role: 'user', content: 'Voy a Sevilla' },
      { role: 'assistant', content: '¡Qué bien!' },
    ],
    targetLanguage: 'es',
    nativeLanguage: 'en',
    mode: 'free_conversation',
  } as const;

  it('summarises through structured output, sending the summary so far and the new turns', async () => {
    fake = await startFakeOpenAi({ chunks: [] });
    const engine = createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' });
    expect(await engine.summarise?.({ ...summaryRequest, turns: [...summaryRequest.turns] }, new AbortController().signal)).toBe('Summary of 2 turns.');
    const body = fake.received[0]?.body;
    expect(body?.response_format?.type).toBe('json_schema');
    expect(body?.response_format?.json_schema?.name).toBe('conversation_summary');
    expect(body?.messages[1]?.content).toContain('Summary so far: The learner is Ana.');
    expect(body?.messages[1]?.content).toContain('Learner: Voy a Sevilla\nTutor: ¡Qué bien!');
    expect(fake.reviewRequests()).toHaveLength(0);
  });

  it('shows the summariser at most SUMMARY_TURN_CHARS of a long turn, on one line', async () => {
    fake = await startFakeOpenAi({ chunks: [] });
    const long = `Me llamo Ana.\n${'muy '.repeat(400)}`;
    await createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' }).summarise?.({ ...summaryRequest, turns: [{ role: 'user', content: long }] }, new AbortController().signal);
    const line = fake.received[0]?.body.messages[1]?.content.split('\n').find((text) => text.startsWith('Learner: '));
    expect(line?.startsWith('Learner: Me llamo Ana. muy')).toBe(true);
    expect(line?.length).toBeLessThanOrEqual('Learner: '.length + SUMMARY_TURN_CHARS + 1);
  });

  it('rejects a malformed summary, and cuts a long one at a sentence end', async () => {
    fake = await startFakeOpenAi({ chunks: [], summary: '{"summary": 42}' });
    const engine = createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' });
    await expect(engine.summarise?.({ ...summaryRequest, turns: [] }, new AbortController().signal)).rejects.toBeInstanceOf(TutorEngineError);
    await fake.close();
    fake = await startFakeOpenAi({ chunks: [], summary: JSON.stringify({ summary: 'Ana travels. '.repeat(400) }) });
    const long = await createOpenAiEngine({ url: fake.url, model: 'tiny-tutor' }).summarise?.({ ...summaryRequest, turns: [] }, new AbortController().signal);
    expect(long?.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(long).toMatch(/travels\.$/);
  });
});
