import { expect, test } from '@playwright/test';
import { createLearner, mailedLink, newContext, screenReady } from './support/api.js';
import { seriousViolations } from './support/axe.js';

test('an expired or invalid password-reset link offers to request a new one, right under the form', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/reset-password/some-uid/some-token');
  await screenReady(page);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByText('This password reset link is invalid or has expired.')).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot password · Parla');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await context.close();
});

test('the verification link opened again by a signed-in, verified learner says the email is verified: no error, a way on', async ({ browser, request }) => {
  const learner = await createLearner(request);
  const link = await mailedLink(request, learner.email, '/verify-email/');
  const context = await newContext(browser, { learner });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await screenReady(page);

  const main = page.getByRole('main');
  await expect(main.getByText(`Your email address ${learner.email} is already verified, and you are signed in.`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/could not verify|invalid or has expired/)).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Start learning' }).click();
  await expect(page).toHaveURL(/\/new-conversation$/);
  await context.close();
});

test('a failed verification’s Sign in link has the theme’s link colour, not the browser’s blue', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/verify-email/not-a-real-token');
  await expect(page.getByRole('main').getByText(/We could not verify your email/)).toBeVisible();

  const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
  const colour = await signIn.evaluate((link) => getComputedStyle(link).color);
  const themeLink = await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).evaluate((link) => getComputedStyle(link).color);
  expect(colour).not.toBe('rgb(0, 0, 238)');
  expect(colour).toBe(themeLink);
  await signIn.click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('signed out, "Help and feedback" leads to help that needs no account; signed in, to the profile’s forms', async ({ browser, request }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await screenReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help and feedback' }).click();
  await expect(page).toHaveURL(/\/about#help$/);
  const help = page.getByRole('region', { name: 'Help and feedback' });
  await expect(help).toBeInViewport();
  // No sign-in wall: a new password, a new verification link, and where the forms are once signed in.
  await expect(help.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fprofile%23help');
  await expect(help.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await help.getByLabel('Email').fill('nobody@parla.test');
  await help.getByRole('button', { name: 'Send the link again' }).click();
  await expect(help.getByText(/a new link is on its way/)).toBeVisible();
  await help.getByRole('link', { name: 'Set a new password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const learner = await createLearner(request);
  const signedIn = await newContext(browser, { learner });
  const learnerPage = await signedIn.newPage();
  await learnerPage.goto('/');
  await screenReady(learnerPage);
  await learnerPage.getByRole('contentinfo').getByRole('link', { name: 'Help and feedback' }).click();
  await expect(learnerPage).toHaveURL(/\/profile#help$/);
  await expect(learnerPage.getByRole('button', { name: 'Send report' })).toBeVisible();
  await signedIn.close();
  await context.close();
});
