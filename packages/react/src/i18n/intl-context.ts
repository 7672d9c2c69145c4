import { createContext } from 'react';
import type { ParlaIntl } from './intl-for-messages.js';
import { CHAT_MESSAGES } from './chat-messages.js';
import { intlForMessages } from './intl-for-messages.js';

/** The formatter components use; English chat messages until a {@link ParlaIntlProvider} says otherwise. */
export const IntlContext = createContext<ParlaIntl>(intlForMessages('en', CHAT_MESSAGES.english));
