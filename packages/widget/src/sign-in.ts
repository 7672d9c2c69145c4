// Loaded only when nobody is signed in and no token provider is given: the sign-in form brings the form validation,
// and <ParlaScreens> the form styles and messages that the chat root of @parla/react/chat leaves out.
import { createElement } from 'react';
import { ParlaScreens, SignInForm as Form } from '@parla/react';

/** The sign-in form with the styles and messages of the screens. */
export function SignInForm() {
  return createElement(ParlaScreens, null, createElement(Form));
}
