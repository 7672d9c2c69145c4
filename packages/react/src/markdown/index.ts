export { renderMarkdown } from './render-markdown.js';
