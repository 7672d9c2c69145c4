// Signs up (or in) with @parla/sdk, starts a Spanish conversation and streams the tutor's reply
// to the terminal as it arrives. Runs in Node 20+ against a running Parla server:
//
//   npm start                                  # in one terminal (serves http://127.0.0.1:3000)
//   node examples/node-sdk/chat.mjs "Hola, ¿cómo estás?"
//
// PARLA_URL, PARLA_EMAIL and PARLA_PASSWORD override the defaults below. Signing up reads the verification link from
// the development server's outbox, which opens with the key it printed at start-up: PARLA_DEV_OUTBOX_KEY, else the
// copy the server keeps in .data/dev-outbox-key.
import { readFileSync } from 'node:fs';
import { createClient, memoryTokenStore, isApiError } from '@parla/sdk';

const baseUrl = process.env.PARLA_URL ?? 'http://127.0.0.1:3000';
const email = process.env.PARLA_EMAIL ?? `learner-${Date.now()}@example.com`;
const password = process.env.PARLA_PASSWORD ?? 'a long enough password';
const text = process.argv[2] ?? 'Hola, ¿cómo estás?';

/** The development outbox key: from the environment, else from the data folder of a local `npm start`. */
function devOutboxKey() {
  try {
    return process.env.PARLA_DEV_OUTBOX_KEY ?? readFileSync(new URL('../../.data/dev-outbox-key', import.meta.url), 'utf8').trim();
  } catch {
    return undefined;
  }
}

const client = createClient({ baseUrl, tokenStore: memoryTokenStore() });

async function signIn() {
  try {
    await client.auth.login({ username: email, password });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) {
      throw error;
    }
    // No account yet: register, follow the verification link from the development outbox, accept the terms.
    await client.auth.register({
      first_name: 'Ada', last_name: 'Lovelace', email, password, confirm_password: password,
      terms_accepted: true, privacy_accepted: true,
    });
    const { results } = await client.dev.outbox({ to: email }, { devKey: devOutboxKey() });
    const link = results[0]?.links.find((href) => href.includes('/verify-email/'));
    if (!link) {
      // The server answers a sign-up for a taken address like any other (no enumeration), but sends no new link.
      throw new Error(`Could not sign in as ${email}: the password is wrong, or the account is not verified. Check PARLA_EMAIL and PARLA_PASSWORD.`);
    }
    await client.auth.verifyEmail({ token: decodeURIComponent(link.split('/verify-email/')[1].replace(/\/$/, '')) });
    await client.user.acceptTerms();
  }
}

try {
  await signIn();
  const conversation = await client.conversations.create({ target_language: 'es', learning_mode: 'free_conversation' });
  process.stdout.write(`you:   ${text}\ntutor: `);
  const stream = client.conversations.sendMessageStream({ conversation_id: conversation.id, message_text: text });
  for await (const event of stream) {
    if (event.type === 'ai_message_chunk') {
      process.stdout.write(event.data.chunk);
    }
  }
  const reply = await stream.result;
  process.stdout.write(`\n(${reply.message_text.length} characters, message ${reply.id})\n`);
} catch (error) {
  if (!isApiError(error)) {
    console.error(error instanceof Error ? error.message : error);
  } else if (error.kind === 'network' || error.kind === 'timeout') {
    console.error(`Failed: ${error.message} Is the Parla server running at ${baseUrl}? (PARLA_URL sets it.)`);
  } else {
    console.error(`Failed: ${error.message} (${error.code})`);
  }
  process.exitCode = 1;
}
