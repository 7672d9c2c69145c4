import ts from 'typescript';

/**
 * A style module: a `.ts` file of `src/styles/`, or a `*-styles.ts` file beside a component (the rules of a part that
 * loads on demand); tests are never bundled. Its template literals are CSS.
 */
export const STYLE_MODULE = /[\\/]src[\\/](?:styles[\\/][^\\/]+|components[\\/][^\\/]+[\\/][^\\/]+-styles)\.ts$/;

/** Marks where a `${…}` substitution sits while the text around it is minified (the private-use U+E000 never appears in CSS). */
const HOLE = '\uE000';

/**
 * Minifies CSS text without changing its meaning: comments go, whitespace runs become one space, and the spaces next to
 * `{`, `}` and `;`, before `,` and after `:` go (a space after a comma stays: some parsers need it inside functions such
 * as `color-mix()`). `HOLE` characters (substitutions) are kept as they are.
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/ ,/g, ',')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** Escapes minified text for the raw part of a template literal. */
function escapeTemplate(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/**
 * The source of a style module with the CSS of every template literal minified (`minifyCss`); the `${…}` substitutions
 * stay as they are. The text between them is minified as one piece, so a space is kept where one is meaningful.
 */
export function minifyCssTemplates(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const parts = ts.isNoSubstitutionTemplateLiteral(node) ? [node.text] : [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => part.includes(HOLE))) {
        throw new Error(`${fileName}: a style template contains U+E000.`);
      }
      const minified = minifyCss(parts.join(HOLE)).split(HOLE).map(escapeTemplate);
      if (ts.isNoSubstitutionTemplateLiteral(node)) {
        edits.push({ start: node.getStart(file), end: node.getEnd(), text: `\`${minified[0] ?? ''}\`` });
      } else {
        edits.push({ start: node.head.getStart(file), end: node.head.getEnd(), text: `\`${minified[0] ?? ''}\${` });
        node.templateSpans.forEach((span, index) => {
          const last = index === node.templateSpans.length - 1;
          edits.push({ start: span.literal.getStart(file), end: span.literal.getEnd(), text: `}${minified[index + 1] ?? ''}${last ? '`' : '${'}` });
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source);
}
