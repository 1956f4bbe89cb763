import axe from 'axe-core';

/**
 * The serious and critical problems axe-core finds in the rendered document, in jsdom: what a
 * layout engine measures (colour contrast, sizes) is left to the browser tests.
 */
export async function seriousAxeViolations(root: Element | Document = document): Promise<string[]> {
  // jsdom draws nothing: axe's look at icon fonts (a canvas) is skipped rather than logged as missing.
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  let result: axe.AxeResults;
  try {
    result = await axe.run(root as Element, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
  } finally {
    HTMLCanvasElement.prototype.getContext = getContext;
  }
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
