import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMessage } from '@parla/test-utils';
import { aReviewedMessage, checksUnavailableReview, oneCorrectionReview } from '../../stories-support/review-fixtures.js';
import { MessageBubble } from './message-bubble.js';
import '../../test-utils/render-with-session.js';

describe('MessageBubble', () => {
  it('shows the sender and the text, with data-sender and data-status', () => {
    const { container } = render(<MessageBubble message={aMessage('m1', { sender: 'user', message_text: 'Hola' })} />);

    const bubble = container.querySelector('article');
    expect(bubble?.getAttribute('data-sender')).toBe('user');
    expect(bubble?.getAttribute('data-status')).toBe('delivered');
    expect(bubble?.textContent).toBe('YouHola');
  });

  it('marks a failed message as not delivered', () => {
    render(<MessageBubble message={aMessage('m1', { status: 'failed' })} />);

    expect(screen.getByText('Not delivered')).toBeTruthy();
  });

  it('marks an edited message as edited, and only that one', () => {
    const { container, rerender } = render(<MessageBubble message={aMessage('m1', { sender: 'user', message_text: 'Hola' })} />);
    expect(screen.queryByText('edited')).toBeNull();

    rerender(<MessageBubble message={aMessage('m1', { sender: 'user', message_text: 'Hola a todos', edited_at: '2025-01-15T10:05:00.000Z' })} />);

    expect(container.querySelector('article')?.textContent).toBe('YouHola a todosedited');
  });

  describe('with a review of the learner’s message', () => {
    it('strikes the wrong part through and shows its replacement in the text, whose own text stays as the learner wrote it', () => {
      const { container } = render(<MessageBubble message={aReviewedMessage('m1', 'Yo tiengo un perro.', oneCorrectionReview)} />);

      const text = container.querySelector('.parla-message__text');
      expect(text?.querySelector('.parla-corrected-text__original')?.textContent).toBe('tiengo');
      const replacement = text?.querySelector('.parla-corrected-text__replacement');
      expect(replacement?.getAttribute('data-replacement')).toBe('tengo');
      expect(replacement?.getAttribute('aria-hidden')).toBe('true');
      expect(text?.textContent).toBe('Yo tiengo un perro.');
      expect(screen.getByText('Correction: “tengo” instead of “tiengo” — spelling.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Why?' })).toBeTruthy();
    });

    it('says the checks were unavailable, and shows the text as written', () => {
      const { container } = render(<MessageBubble message={aReviewedMessage('m1', 'Muy bien, gracias.', checksUnavailableReview)} />);

      expect(container.querySelector('.parla-corrected-text')).toBeNull();
      expect(container.querySelector('.parla-corrections')?.getAttribute('data-state')).toBe('unavailable');
    });

    it('shows nothing of a review made for another text (the message was edited since)', () => {
      const { container } = render(<MessageBubble message={aReviewedMessage('m1', 'Yo tengo un perro.', oneCorrectionReview)} />);

      expect(container.querySelector('.parla-corrected-text')).toBeNull();
      expect(container.querySelector('.parla-corrections')).toBeNull();
    });

    it('shows no review on a tutor message', () => {
      const { container } = render(<MessageBubble message={aReviewedMessage('m1', 'Yo tiengo un perro.', oneCorrectionReview, { sender: 'ai' })} />);

      expect(container.querySelector('.parla-corrections')).toBeNull();
      expect(container.querySelector('article')?.textContent).toBe('AI tutorYo tiengo un perro.');
    });

    it('renders again when the review arrives for the same message', () => {
      const onRender = vi.fn();
      const message = aReviewedMessage('m1', 'Yo tiengo un perro.', null);
      const { container, rerender } = render(<MessageBubble message={message} onRender={onRender} />);
      expect(container.querySelector('.parla-corrections')).toBeNull();

      rerender(<MessageBubble message={{ ...message, review: oneCorrectionReview }} onRender={onRender} />);

      expect(onRender).toHaveBeenCalledTimes(2);
      expect(container.querySelector('.parla-corrections')?.getAttribute('data-state')).toBe('corrected');
    });
  });

  it('does not render again for the same message object', () => {
    const onRender = vi.fn();
    const message = aMessage('m1');
    const { rerender } = render(<MessageBubble message={message} onRender={onRender} />);

    rerender(<MessageBubble message={message} onRender={onRender} />);
    expect(onRender).toHaveBeenCalledTimes(1);

    rerender(<MessageBubble message={{ ...message, message_text: 'Changed' }} onRender={onRender} />);
    expect(onRender).toHaveBeenCalledTimes(2);
  });
});
