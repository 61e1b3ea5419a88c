// A uPlot chart in a box that follows the box's width: uPlot and its styles are loaded when a
// chart is first drawn, in a file of their own, so they reach only the staff who open a chart
// and never the storefront.
import { useEffect, useRef, type DependencyList } from 'react';
import type uPlot from 'uplot';

export const CHART_HEIGHT = 200;

/** uPlot needs both to follow the screen's pixel density and the chart's width. */
const canDraw = () => typeof window.matchMedia === 'function' && typeof ResizeObserver !== 'undefined';

const loadUplot = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);

/**
 * Draws what `chart` makes (none when it answers null) into the returned box, drawn again when
 * `deps` change and resized with the box.
 */
export function useUplot(
  chart: (UPlot: typeof uPlot, width: number) => { options: uPlot.Options; data: uPlot.AlignedData } | null,
  deps: DependencyList,
) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    let plot: uPlot | undefined;
    let watch: ResizeObserver | undefined;
    let gone = false;
    void loadUplot().then((UPlot) => {
      const made = gone ? null : chart(UPlot, element.clientWidth);
      if (!made) return;
      const drawn = new UPlot(made.options, made.data, element);
      plot = drawn;
      watch = new ResizeObserver(() => drawn.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
      watch.observe(element);
    });
    return () => {
      gone = true;
      watch?.disconnect();
      plot?.destroy();
    };
    // The chart is drawn from `deps` alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return box;
}
