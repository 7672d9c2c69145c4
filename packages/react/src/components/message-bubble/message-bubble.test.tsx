import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMessage } from '@parla/test-utils';
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
