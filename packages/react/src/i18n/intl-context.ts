import { createContext } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { createParlaIntl } from './create-parla-intl.js';

/** The formatter components use; English until a {@link ParlaIntlProvider} says otherwise. */
export const IntlContext = createContext<IntlShape>(createParlaIntl('en'));
