import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checksUnavailableReview, manyCorrectionsReview, noMistakesReview, oneCorrectionReview, uncheckedWordsReview } from '../../stories-support/review-fixtures.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { MessageCorrections } from './message-corrections.js';

async function show(review: Parameters<typeof MessageCorrections>[0]['review']) {
  const { session } = await createTestSession();
  const rendered = renderWithSession(<MessageCorrections review={review} />, session);
  return { ...rendered, session };
}

describe('MessageCorrections', () => {
  describe('with corrections', () => {
    it('tells each correction to screen readers as a sentence, and shows their count', async () => {
      const { container } = await show(manyCorrectionsReview);

      const root = container.querySelector('.parla-corrections');
      expect(root?.getAttribute('data-state')).toBe('corrected');
      const sentences = [...(root?.querySelectorAll('.parla-visually-hidden li') ?? [])].map((item) => item.textContent);
      expect(sentences).toEqual([
        'Correction: “tengo” instead of “tiengo” — spelling.',
        'Correction: “una” instead of “un” — agreement.',
        'Correction: “negra” instead of “negro” — agreement.',
        'Correction: add “hace” — grammar.',
      ]);
      expect(screen.getByText('4 corrections')).toBeTruthy();
    });

    it('opens the explanations on "Why?" with the focus in them, and Escape closes them with the focus back on the button', async () => {
      await show(oneCorrectionReview);
      const why = screen.getByRole('button', { name: 'Why?' });
      expect(why.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('region', { name: 'Explanations' })).toBeNull();

      act(() => {
        why.click();
      });

      const panel = screen.getByRole('region', { name: 'Explanations' });
      expect(why.getAttribute('aria-expanded')).toBe('true');
      expect(why.getAttribute('aria-controls')).toBe(panel.id);
      expect(document.activeElement).toBe(panel);
      // The panel's contents load on demand, into the panel that already has the focus.
      expect(await within(panel).findByText('Correction: “tengo” instead of “tiengo” — spelling. Why: The verb tener is spelled “tengo” in the first person.')).toBeTruthy();
      expect(document.activeElement).toBe(panel);

      fireEvent.keyDown(panel, { key: 'Escape' });

      expect(why.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('region', { name: 'Explanations' })).toBeNull();
      expect(document.activeElement).toBe(why);
    });

    it('scrolls the opened explanations into view once they are in the panel (not only its empty top edge)', async () => {
      await show(oneCorrectionReview);
      const scrolled: Array<{ element: Element; text: string; options: unknown }> = [];
      const scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
        scrolled.push({ element: this, text: this.textContent ?? '', options });
      });
      Element.prototype.scrollIntoView = scrollIntoView;
      try {
        act(() => {
          screen.getByRole('button', { name: 'Why?' }).click();
        });
        const panel = screen.getByRole('region', { name: 'Explanations' });
        await within(panel).findByText('Correction: “tengo” instead of “tiengo” — spelling. Why: The verb tener is spelled “tengo” in the first person.');

        expect(scrolled).toHaveLength(1);
        expect(scrolled[0]?.element).toBe(panel);
        expect(scrolled[0]?.text).toContain('tengo');
        expect(scrolled[0]?.options).toEqual({ block: 'nearest' });
      } finally {
        delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      }
    });

    it('shows the better phrasing among the explanations', async () => {
      await show(manyCorrectionsReview);
      act(() => {
        screen.getByRole('button', { name: 'Why?' }).click();
      });

      expect(await screen.findByText('More natural: Tengo una gata negra y llevo dos años viviendo en Madrid.')).toBeTruthy();
    });

    it('says which check could not run beside the corrections', async () => {
      await show({ ...oneCorrectionReview, checks: [{ kind: 'spelling', status: 'ran' }, { kind: 'grammar', status: 'unavailable' }] });

      expect(screen.getByText('Grammar was not checked.')).toBeTruthy();
    });

    it('beside a grammar correction of the frequent-mistake rules, says grammar was checked for those only, never "not checked"', async () => {
      const agreement = { start: 3, end: 9, original: 'tiengo', replacement: 'tengo', category: 'conjugation' as const, explanation: '' };
      await show({ ...oneCorrectionReview, corrections: [agreement], checks: [{ kind: 'spelling', status: 'ran' }, { kind: 'grammar', status: 'unavailable' }] });

      expect(screen.getByText('Grammar was checked for frequent mistakes only.')).toBeTruthy();
      expect(screen.queryByText(/Grammar was not checked/)).toBeNull();
    });

    it('names the words spelling could not judge beside the corrections', async () => {
      await show({ ...oneCorrectionReview, checks: uncheckedWordsReview.checks });

      expect(screen.getByText('Spelling and accents checked, except “naranjes” and “zapatis”, which are not in the dictionary. Grammar was not checked.')).toBeTruthy();
    });

    it('says that some checks could not run when it is not grammar alone', async () => {
      await show({ ...oneCorrectionReview, checks: [{ kind: 'grammar', status: 'ran' }, { kind: 'spelling', status: 'unavailable' }] });

      expect(screen.getByText('Some checks could not run.')).toBeTruthy();
    });
  });

  describe('without corrections', () => {
    it('says "No mistakes found." only when every check ran', async () => {
      const { container } = await show(noMistakesReview);

      expect(container.querySelector('.parla-corrections')?.getAttribute('data-state')).toBe('clean');
      expect(container.textContent).toBe('No mistakes found.');
      expect(screen.queryByRole('button', { name: 'Why?' })).toBeNull();
    });

    it('never claims "no mistakes" when no check ran: says the checks were unavailable', async () => {
      const { container } = await show(checksUnavailableReview);

      expect(container.querySelector('.parla-corrections')?.getAttribute('data-state')).toBe('unavailable');
      expect(container.textContent).toBe('Checks unavailable: this message could not be reviewed.');
      expect(container.textContent).not.toContain('No mistakes');
    });

    it('adds that some checks could not run when only some ran', async () => {
      const { container } = await show({ ...noMistakesReview, checks: [{ kind: 'spelling', status: 'ran' }, { kind: 'model', status: 'unavailable' }] });

      expect(container.querySelector('.parla-corrections')?.getAttribute('data-state')).toBe('partial');
      expect(container.textContent).toBe('No mistakes found. Some checks could not run.');
    });

    it('names the words spelling could not judge, as written and quoted, instead of "could not be reviewed"', async () => {
      const { container } = await show(uncheckedWordsReview);

      expect(container.querySelector('.parla-corrections')?.getAttribute('data-state')).toBe('unavailable');
      expect(container.textContent).toBe('Spelling and accents checked, except “naranjes” and “zapatis”, which are not in the dictionary. Grammar was not checked.');
    });

    it('names one such word in the interface language, with its quotes and agreement', async () => {
      const { session, container } = await show({ ...uncheckedWordsReview, checks: [{ kind: 'spelling', status: 'unavailable', unchecked_words: ['naranjes'] }, { kind: 'grammar', status: 'unavailable' }] });
      expect(container.textContent).toBe('Spelling and accents checked, except “naranjes”, which is not in the dictionary. Grammar was not checked.');

      act(() => {
        session.locale.setLocale('es');
      });

      expect(await screen.findByText('Ortografía y tildes revisadas, salvo «naranjes» (no está en el diccionario). La gramática no se revisó.')).toBeTruthy();

      // Japanese quotes with 「」 and runs its sentences on without a space.
      act(() => {
        session.locale.setLocale('ja');
      });

      expect(await screen.findByText('つづりとアクセント記号を確認しました。ただし、「naranjes」は辞書にないため確認できませんでした。文法は確認していません。')).toBeTruthy();
    });

    it('names what was checked when spelling ran and grammar did not, never a bare "no mistakes"', async () => {
      const { container } = await show({ ...noMistakesReview, checks: [{ kind: 'spelling', status: 'ran' }, { kind: 'grammar', status: 'unavailable' }] });

      expect(container.querySelector('.parla-corrections')?.getAttribute('data-state')).toBe('partial');
      expect(container.textContent).toBe('Spelling and accents checked: no mistakes found. Grammar was not checked.');
    });
  });

  it('speaks the interface language', async () => {
    const { session } = await show(oneCorrectionReview);

    act(() => {
      session.locale.setLocale('es');
    });

    const why = await screen.findByRole('button', { name: '¿Por qué?' });
    expect(screen.getByText('Corrección: «tengo» en lugar de «tiengo» — ortografía.')).toBeTruthy();
    act(() => {
      why.click();
    });
    const panel = screen.getByRole('region', { name: 'Explicaciones' });
    // The explanation's sentence comes with the panel's on-demand messages, in the interface language too.
    expect(await within(panel).findByText('Corrección: «tengo» en lugar de «tiengo» — ortografía. Por qué: The verb tener is spelled “tengo” in the first person.')).toBeTruthy();
  });
});
