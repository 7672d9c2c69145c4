import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../ports.js';
import { createSnackbarStore, snackbarTone } from './snackbar-store.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the snackbar queue', () => {
  it('shows the first queued snackbar as the current one', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    snackbar.notify({ type: 'success', text: 'Profile updated successfully' });
    snackbar.notify({ type: 'error', text: 'Failed to update profile' });

    expect(snackbar.$currentSnackbar.get()?.text).toBe('Profile updated successfully');
    expect(snackbar.$snackbars.get().map((item) => item.text)).toEqual(['Profile updated successfully', 'Failed to update profile']);
  });

  it('keeps the message id and values for the view to translate', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    snackbar.notify({ type: 'success', text: 'Welcome back!', key: 'auth.loginSuccess', values: { name: 'Ada' } });

    expect(snackbar.$currentSnackbar.get()).toMatchObject({ key: 'auth.loginSuccess', values: { name: 'Ada' }, type: 'success' });
  });

  it('gives every snackbar its own id', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    const first = snackbar.notify({ text: 'One' });
    const second = snackbar.notify({ text: 'Two' });

    expect(first).not.toBe(second);
  });
});

describe('when the current snackbar times out', () => {
  it('removes it after 5000 ms by default and shows the next', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    snackbar.notify({ text: 'First' });
    snackbar.notify({ text: 'Second' });

    vi.advanceTimersByTime(4999);
    expect(snackbar.$currentSnackbar.get()?.text).toBe('First');
    vi.advanceTimersByTime(1);
    expect(snackbar.$currentSnackbar.get()?.text).toBe('Second');
  });

  it('starts the next snackbar’s timer only when it becomes current', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    snackbar.notify({ text: 'First' });
    vi.advanceTimersByTime(3000);
    snackbar.notify({ text: 'Second' });
    vi.advanceTimersByTime(2000);
    expect(snackbar.$currentSnackbar.get()?.text).toBe('Second');

    vi.advanceTimersByTime(4999);
    expect(snackbar.$currentSnackbar.get()?.text).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(snackbar.$currentSnackbar.get()).toBeNull();
  });

  it('uses the store’s timeout and a snackbar’s own timeout', () => {
    const snackbar = createSnackbarStore({ clock: systemClock, timeoutMs: 4000 });
    snackbar.notify({ text: 'Store timeout' });
    snackbar.notify({ text: 'Own timeout', timeout: 1000 });

    vi.advanceTimersByTime(4000);
    expect(snackbar.$currentSnackbar.get()?.text).toBe('Own timeout');
    vi.advanceTimersByTime(1000);
    expect(snackbar.$currentSnackbar.get()).toBeNull();
  });

  it('keeps a snackbar with timeout 0 until it is closed', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    const id = snackbar.notify({ text: 'Sticky', timeout: 0 });

    vi.advanceTimersByTime(60_000);
    expect(snackbar.$currentSnackbar.get()?.id).toBe(id);
    snackbar.dismiss(id);
    expect(snackbar.$currentSnackbar.get()).toBeNull();
  });
});

describe('when the close button is pressed', () => {
  it('removes the snackbar at once and times the next one from then', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    const first = snackbar.notify({ text: 'First' });
    snackbar.notify({ text: 'Second' });
    vi.advanceTimersByTime(4000);

    snackbar.dismiss(first);
    expect(snackbar.$currentSnackbar.get()?.text).toBe('Second');
    vi.advanceTimersByTime(4999);
    expect(snackbar.$currentSnackbar.get()?.text).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(snackbar.$snackbars.get()).toEqual([]);
  });

  it('removes a queued snackbar without touching the current one’s timer', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    snackbar.notify({ text: 'First' });
    const second = snackbar.notify({ text: 'Second' });
    vi.advanceTimersByTime(2000);

    snackbar.dismiss(second);
    vi.advanceTimersByTime(3000);
    expect(snackbar.$snackbars.get()).toEqual([]);
  });
});

describe('snackbarTone', () => {
  it.each(['success', 'error', 'warning', 'info'])('shows %s in its own colour', (type) => {
    expect(snackbarTone(type)).toBe(type);
  });

  it('shows any other type in the primary colour', () => {
    expect(snackbarTone('celebration')).toBe('primary');
    expect(snackbarTone('')).toBe('primary');
  });

  it('accepts unknown types in the queue', () => {
    const snackbar = createSnackbarStore({ clock: systemClock });
    snackbar.notify({ type: 'celebration', text: '100 days streak' });
    expect(snackbarTone(snackbar.$currentSnackbar.get()?.type ?? '')).toBe('primary');
  });
});
