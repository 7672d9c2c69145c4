import axe from 'axe-core';

/**
 * The serious and critical axe-core violations inside `element`, in jsdom. `color-contrast` is off: without layout and
 * canvas jsdom cannot judge it (it only reports "incomplete", slowly); the token contrast tests and the browser cover it.
 */
export async function seriousStoryViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'], preload: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
