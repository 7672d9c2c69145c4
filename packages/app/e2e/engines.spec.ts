import { expect, test } from '@playwright/test';
import { createConversation, createLearner, newContext, screenReady } from './support/api.js';

test('settings say which tutor, speech and translation engines run, in the interface language', async ({ browser, request }) => {
  const capabilities = (await (await request.get('/api/v1/voice/capabilities/')).json()) as { tutor: { kind: string }; translation: { available: boolean; engine: string } };
  expect(capabilities.tutor.kind).toBe('embedded'); // the e2e server runs no model
  // …but translates offline with Debian's Apertium, which .ci/run installs.
  expect(capabilities.translation).toMatchObject({ available: true, engine: 'apertium' });
  const context = await newContext(browser, { locale: 'es' });
  const page = await context.newPage();
  await page.goto('/settings');
  await screenReady(page);

  const engines = page.getByRole('region', { name: 'Qué funciona en este servidor' });
  await expect(engines.locator('[data-engine="tutor"] dd')).toHaveText(/^El tutor de práctica integrado/);
  await expect(engines.locator('[data-engine="translation"] dd')).toHaveText('apertium');
  await expect(engines.locator('[data-engine="text-to-speech"] dt')).toHaveText('Lectura en voz alta');
  await context.close();
});

test('with no translation engine for the pair, the first message menu says why in Translate’s place, and later ones leave it out', async ({ browser, request }) => {
  // Apertium translates Spanish, French, Portuguese, Italian and English among themselves here, not German.
  const learner = await createLearner(request, { preferences: { ui_language: 'es' } });
  const conversationId = await createConversation(request, learner, { target_language: 'de' });
  const context = await newContext(browser, { learner, locale: 'es' });
  const page = await context.newPage();
  await page.goto(`/chat/${conversationId}`);
  await screenReady(page);

  const greeting = page.locator('article[data-sender="ai"]').first();
  await greeting.getByRole('button', { name: 'Acciones del mensaje' }).click();
  const translate = page.getByRole('menuitem', { name: 'Traducir: no disponible aquí' });
  await expect(translate).toHaveAttribute('aria-disabled', 'true');
  await expect(translate).toHaveAccessibleDescription(/^La traducción alemán → inglés no está disponible en este servidor\.$/i);
  await page.keyboard.press('Escape');

  await greeting.getByRole('button', { name: 'Acciones del mensaje' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Escuchar', 'Copiar']);
  await context.close();
});
