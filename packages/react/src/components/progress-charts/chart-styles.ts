/**
 * The rules of the progress charts, an adopted stylesheet `parla-charts` that arrives with the charts' on-demand chunk.
 * Every colour is a theme variable, so light and dark follow the theme; series are told apart by dash as well as colour.
 */
export const chartStyles = `
.parla-charts { display: flex; flex-direction: column; gap: 16px; }
.parla-charts.parla-panel__section { margin-top: 16px; }
.parla-charts__controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.parla-charts__controls label { display: inline-flex; gap: 8px; align-items: center; }
.parla-charts__controls select { min-height: 40px; padding: 4px 8px; border: 1px solid var(--parla-color-outline); border-radius: 8px; background: var(--parla-color-surface); color: var(--parla-color-text); font: inherit; }
.parla-charts__grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 24px; }
.parla-chart { margin: 0; display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.parla-chart__title { margin: 0; font-size: 1rem; }
.parla-chart__caption, .parla-chart__empty { margin: 0; font-size: 0.875rem; color: var(--parla-color-text-muted); }
.parla-chart__legend { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 0.875rem; }
.parla-chart__key { display: inline-flex; align-items: center; gap: 6px; }
.parla-chart__plot { display: grid; grid-template-columns: max-content 1fr; gap: 6px; height: 140px; }
.parla-chart__scale { display: flex; flex-direction: column; justify-content: space-between; font-size: 0.75rem; color: var(--parla-color-text-muted); text-align: end; line-height: 1; }
.parla-chart__svg { width: 100%; height: 100%; overflow: visible; }
.parla-chart__days { display: flex; justify-content: space-between; padding-inline-start: 2.5em; font-size: 0.75rem; color: var(--parla-color-text-muted); }
.parla-chart__grid { stroke: var(--parla-color-outline); stroke-opacity: 0.5; stroke-dasharray: 4 4; vector-effect: non-scaling-stroke; }
.parla-chart__axis { stroke: var(--parla-color-outline); vector-effect: non-scaling-stroke; }
.parla-chart__columns { fill: var(--parla-chart-color); }
.parla-chart__line { fill: none; stroke: var(--parla-chart-color); stroke-width: 2.5; stroke-dasharray: var(--parla-chart-dash); stroke-linejoin: round; }
.parla-chart__dots { fill: none; stroke: var(--parla-chart-color); stroke-width: 7; stroke-linecap: round; }
.parla-chart [data-series="0"] { --parla-chart-color: var(--parla-color-primary-text); --parla-chart-dash: none; }
.parla-chart [data-series="1"] { --parla-chart-color: var(--parla-color-text); --parla-chart-dash: 8 5; }
.parla-chart [data-series="2"] { --parla-chart-color: var(--parla-color-text-muted); --parla-chart-dash: 2 4; }
.parla-chart__toggle { align-self: flex-start; min-height: 40px; padding: 0 8px; }
.parla-chart__table { max-height: 240px; overflow: auto; border: 1px solid var(--parla-color-outline); border-radius: 8px; }
.parla-chart__table:focus-visible { outline: 3px solid var(--parla-color-focus); outline-offset: 2px; }
.parla-chart__table table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
.parla-chart__table th, .parla-chart__table td { padding: 4px 8px; text-align: end; border-bottom: 1px solid var(--parla-color-outline); }
.parla-chart__table th:first-child { text-align: start; }
.parla-chart__table thead th { position: sticky; top: 0; background: var(--parla-color-surface); }
`;
