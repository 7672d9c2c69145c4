import { expect, test } from '@playwright/test';
import { createLearner, newContext, screenReady } from './support/api.js';

/** Each screen whose page is one form or panel, with the Spanish title its one `h1` carries (#25: they had only an h2). */
const SCREENS: ReadonlyArray<{ path: string; heading: string; signedIn: boolean }> = [
  { path: '/login', heading: 'Iniciar sesión', signedIn: false },
  { path: '/register', heading: 'Crea tu cuenta', signedIn: false },
  { path: '/forgot-password', heading: 'Restablece tu contraseña', signedIn: false },
  { path: '/reset-password/some-uid/some-token', heading: 'Elige una contraseña nueva', signedIn: false },
  { path: '/verify-email/not-a-real-token', heading: 'Verificación del correo', signedIn: false },
  { path: '/settings', heading: 'Ajustes', signedIn: false },
  { path: '/settings', heading: 'Ajustes', signedIn: true },
  { path: '/new-conversation', heading: 'Empieza una conversación', signedIn: true },
  { path: '/profile', heading: 'Perfil', signedIn: true },
];

test('every form screen is titled by one h1, in the interface language', async ({ browser, request }) => {
  const learner = await createLearner(request, { preferences: { ui_language: 'es' } });
  const anonymous = await newContext(browser, { locale: 'es' });
  const signedIn = await newContext(browser, { learner, locale: 'es' });
  const pages = { anonymous: await anonymous.newPage(), signedIn: await signedIn.newPage() };

  for (const screen of SCREENS) {
    const page = screen.signedIn ? pages.signedIn : pages.anonymous;
    await page.goto(screen.path);
    await screenReady(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), screen.path).toHaveText(screen.heading);
    await expect(page.locator('h1'), screen.path).toHaveCount(1);
  }
  await anonymous.close();
  await signedIn.close();
});
