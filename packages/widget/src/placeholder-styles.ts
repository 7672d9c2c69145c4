/**
 * The element's own box, shared by the full element and the loader's placeholder so that swapping one for the other
 * neither moves nor repaints anything: an inline widget is 560 px high unless the partner sizes it (outer CSS wins over
 * `:host`), and its empty frame has the background of the chosen theme (light #fff, dark #121212, auto following the system).
 */
export const frameStylesheet =
  ':host{all:initial;display:block;box-sizing:border-box;height:560px;isolation:isolate;font-size:16px;line-height:1.5;' +
  'background:#fff;color-scheme:light}:host([theme="dark"]){background:#121212;color-scheme:dark}' +
  '@media (prefers-color-scheme:dark){:host([theme="auto"]){background:#121212;color-scheme:dark}}' +
  ':host([hidden]){display:none}:host([mode="launcher"]){height:0;background:none}';

/** The launcher bubble: fixed in the bottom-right corner, so drawing it shifts nothing. */
export const launcherStylesheet =
  '.tutor-chat-launcher{position:fixed;right:20px;bottom:20px;z-index:2147483000;width:56px;height:56px;border-radius:50%;' +
  'border:0;padding:0;cursor:pointer;background:#4c5fd5;color:#fff;box-shadow:0 4px 14px rgba(0,0,0,.3);' +
  'display:flex;align-items:center;justify-content:center}' +
  '.tutor-chat-launcher:focus-visible{outline:3px solid #82b1ff;outline-offset:2px}' +
  '.tutor-chat-launcher svg{width:28px;height:28px;fill:currentColor}';

/** The loader's placeholder: the frame, the launcher, and the full element filling the frame once it is loaded. */
export const placeholderStylesheet = `${frameStylesheet}${launcherStylesheet}.frame,tutor-chat-full{display:block;height:100%}`;
