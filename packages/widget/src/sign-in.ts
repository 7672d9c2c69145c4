// Loaded only when nobody is signed in and no token provider is given: the sign-in form brings the form validation.
export { SignInForm } from '@parla/react';
