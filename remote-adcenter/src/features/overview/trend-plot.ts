/**
 * The trend chart's drawing, on Chart.js: loaded on its own (a dynamic import of this module)
 * once the overview has figures to draw, so the ad centre's first paint never waits for it.
 * Only the pieces a line chart needs are registered, which keeps the chunk to them.
 *
 * The tooltip is not drawn on the canvas: Chart.js's `external` tooltip hands the active
 * point to the page (`onTip`), which shows it as HTML in the app's type and reads it out for
 * the keyboard. Touch is Chart.js's own: a tap or a drag on the plot activates the nearest
 * point of every line (`mode: 'index'`).
 *
 * On a screen without hover (a phone) the chart listens to touches and taps only, and a tap
 * anywhere else closes the tip: the mouse events a browser makes up around a touch are not
 * the finger leaving (a headless Chromium sends a `mouseout` at 0,0 after a tap that changed
 * the page, which closed the tip the tap had just opened). With a mouse, the tip follows the
 * pointer and goes when it leaves the chart.
 */
import {
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  type Plugin,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Filler,
  Tooltip,
);

export interface PlotLine {
  values: number[];
  /** a CSS colour (Chart.js draws on a canvas: resolved values, not `var(--…)`) */
  color: string;
  /** the area under the line, when it has one */
  area?: string;
}

export interface PlotTheme {
  /** grid lines and the axis line */
  grid: string;
  /** tick labels */
  text: string;
  font: { family: string; size: number };
}

export interface PlotOptions {
  /** the x axis's words, one per point */
  ticks: string[];
  lines: PlotLine[];
  /** the y axis's words for a value */
  yTick: (value: number) => string;
  theme: PlotTheme;
  animate: boolean;
  /** a screen without hover: touches and taps only, a tap elsewhere closes the tip */
  touchOnly: boolean;
}

/** The active point, in CSS pixels of the canvas, with the plot area's edges. */
export interface PlotTip {
  index: number;
  x: number;
  y: number;
  area: { left: number; right: number; top: number; bottom: number };
}

export interface TrendPlot {
  update(options: PlotOptions): void;
  /** Activates the points of one index (the keyboard), or none. */
  show(index: number | null): void;
  destroy(): void;
}

/**
 * The tick labels as drawn (after Chart.js has skipped those that do not fit), written on the
 * canvas as `data-x-ticks` / `data-y-ticks` ("|" between them), and the plot area's edges in
 * CSS pixels as `data-area` (left, top, right, bottom): the axes' words are pixels, and this
 * is how a test reads what the merchant sees on them and finds a point to tap.
 */
const drawnTicks: Plugin<'line'> = {
  id: 'adcDrawnTicks',
  afterLayout(chart) {
    const labels = (axis: 'x' | 'y') =>
      chart.scales[axis]
        ?.getLabelItems()
        .map((item) => String(item.label))
        .join('|') ?? '';
    chart.canvas.dataset.xTicks = labels('x');
    chart.canvas.dataset.yTicks = labels('y');
    const { left, top, right, bottom } = chart.chartArea;
    chart.canvas.dataset.area = [left, top, right, bottom].map(Math.round).join(',');
  },
};

/** A thin vertical line through the active points, so a finger sees where it is. */
const guide: Plugin<'line'> = {
  id: 'adcGuide',
  afterDatasetsDraw(chart) {
    const active = chart.getActiveElements()[0];
    if (!active) return;
    const { ctx, chartArea } = chart;
    const x = active.element.x;
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(x, chartArea.top);
    ctx.lineTo(x, chartArea.bottom);
    ctx.lineWidth = 1;
    ctx.strokeStyle =
      (chart.options.scales?.x?.border as { color?: string } | undefined)?.color ?? '';
    ctx.stroke();
    ctx.restore();
  },
};

function config(
  o: PlotOptions,
  onTip: (tip: PlotTip | null) => void,
): ChartConfiguration<'line', number[], string> {
  const font = o.theme.font;
  // dots where they can be told apart; with many points the line alone, dots on touch
  const dots = o.ticks.length <= 31 ? 2.5 : 0;
  return {
    type: 'line',
    data: {
      labels: o.ticks,
      datasets: o.lines.map((line, i) => ({
        data: line.values,
        // a later line is drawn over an earlier one and its area (Chart.js draws lower first)
        order: o.lines.length - i,
        borderColor: line.color,
        backgroundColor: line.area ?? line.color,
        pointBackgroundColor: line.color,
        pointBorderColor: line.color,
        fill: line.area ? 'origin' : false,
        borderWidth: 2,
        pointRadius: dots,
        pointHoverRadius: 5,
        pointHitRadius: 12,
        // smooth, without bumps the data does not have
        cubicInterpolationMode: 'monotone',
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: o.animate ? { duration: 300 } : false,
      interaction: { mode: 'index', intersect: false },
      events: o.touchOnly
        ? ['touchstart', 'touchmove', 'click']
        : ['mousemove', 'mouseout', 'click', 'touchstart', 'touchmove'],
      layout: { padding: { top: 8, right: 4 } },
      scales: {
        x: {
          grid: { display: false },
          border: { color: o.theme.grid },
          ticks: {
            color: o.theme.text,
            font,
            maxRotation: 0,
            autoSkip: true,
            autoSkipPadding: 12,
          },
        },
        y: {
          beginAtZero: true,
          grace: '5%',
          border: { display: false },
          grid: { color: o.theme.grid },
          ticks: {
            color: o.theme.text,
            font,
            maxTicksLimit: 5,
            padding: 6,
            callback: (value) => o.yTick(Number(value)),
          },
        },
      },
      plugins: {
        tooltip: {
          enabled: false,
          external: ({ chart, tooltip }) => {
            const point = tooltip.dataPoints?.[0];
            if (tooltip.opacity === 0 || !point) {
              onTip(null);
              return;
            }
            const { left, right, top, bottom } = chart.chartArea;
            onTip({
              index: point.dataIndex,
              x: point.element.x,
              y: point.element.y,
              area: { left, right, top, bottom },
            });
          },
        },
      },
    },
    plugins: [guide, drawnTicks],
  };
}

export function createTrendPlot(
  canvas: HTMLCanvasElement,
  options: PlotOptions,
  onTip: (tip: PlotTip | null) => void,
): TrendPlot {
  let current = options;
  const chart = new Chart(canvas, config(options, onTip));
  const hide = () => {
    chart.setActiveElements([]);
    chart.tooltip?.setActiveElements([], { x: 0, y: 0 });
    chart.update();
  };
  // without hover, a tap outside the chart closes the tip (see the top of this file)
  const tapOutside = (event: PointerEvent) => {
    if (event.target !== canvas && chart.getActiveElements().length) hide();
  };
  if (options.touchOnly) document.addEventListener('pointerdown', tapOutside, true);
  return {
    update(next) {
      if (next === current) return;
      current = next;
      const fresh = config(next, onTip);
      chart.data = fresh.data;
      chart.options = fresh.options ?? {};
      chart.update();
    },
    show(index) {
      const meta = chart.getDatasetMeta(0);
      const element = index === null ? undefined : meta.data[index];
      if (index === null || !element) {
        hide();
        return;
      }
      const active = chart.data.datasets.map((_, datasetIndex) => ({ datasetIndex, index }));
      chart.setActiveElements(active);
      chart.tooltip?.setActiveElements(active, { x: element.x, y: element.y });
      chart.update();
    },
    destroy() {
      document.removeEventListener('pointerdown', tapOutside, true);
      chart.destroy();
    },
  };
}
