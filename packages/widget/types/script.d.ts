// `@parla/widget/iife` and `@parla/widget/loader` are classic scripts: loading them defines <tutor-chat>; they export nothing.
export {};
