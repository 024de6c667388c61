/**
 * The health page's charts, drawn with Chart.js (loaded before this file from the collector
 * itself): each remote's canary against its stable, the time series per remote, and each
 * canary's evidence against stable with the line that rolls it back. Plain browser
 * JavaScript, no build step; health.js (loaded after) calls these.
 */
const { Chart } = globalThis;

const COLORS = {
  stable: { line: '#2f6fde', failures: '#d92d20', errors: '#7a5af8' },
  canary: { line: '#e8710a', failures: '#f97066', errors: '#bdb4fe' },
};

/** The charts drawn, destroyed before each redraw. */
const charts = [];
const $ = (selector) => document.querySelector(selector);

const baseOptions = {
  animation: false,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, font: { size: 11 } } } },
};

function barChart(canvas, labels, stable, canary) {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { label: 'stable', data: stable, backgroundColor: COLORS.stable.line },
        { label: 'canary', data: canary, backgroundColor: COLORS.canary.line },
      ],
    },
    options: { ...baseOptions, scales: { y: { beginAtZero: true } } },
  });
}

// biome-ignore lint/correctness/noUnusedVariables: called by health.js
function drawComparison(compare) {
  const labels = compare.map((c) => c.name);
  const pick = (track, field, scale = 1) =>
    compare.map((c) => (c[track]?.[field] == null ? null : c[track][field] * scale));
  charts.push(
    barChart(
      $('#cmp-failures'),
      labels,
      pick('stable', 'failedShare', 100),
      pick('canary', 'failedShare', 100),
    ),
    barChart(
      $('#cmp-errors'),
      labels,
      pick('stable', 'errorShare', 100),
      pick('canary', 'errorShare', 100),
    ),
    barChart($('#cmp-lcp'), labels, pick('stable', 'lcpP75'), pick('canary', 'lcpP75')),
  );
}

function timeLabel(ms, bucketMs) {
  const d = new Date(ms);
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return bucketMs >= 3_600_000
    ? `${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })} ${time}`
    : time;
}

// biome-ignore lint/correctness/noUnusedVariables: called by health.js
function drawSeries(details) {
  const holder = $('#series');
  holder.replaceChildren();
  const labels = details.buckets.map((b) => timeLabel(b, details.bucketMs));
  const remotes = [...new Set(details.series.map((s) => s.name))];
  for (const name of remotes) {
    const figure = document.createElement('figure');
    const caption = document.createElement('figcaption');
    caption.textContent = name;
    const box = document.createElement('div');
    box.className = 'chart';
    const canvas = document.createElement('canvas');
    box.append(canvas);
    figure.append(caption, box);
    holder.append(figure);
    const datasets = [];
    for (const line of details.series.filter((s) => s.name === name)) {
      const c = COLORS[line.track];
      const tag = `${line.version} ${line.track}`;
      datasets.push(
        {
          type: 'line',
          label: `views ${tag}`,
          data: line.views,
          borderColor: c.line,
          backgroundColor: c.line,
          borderDash: line.track === 'canary' ? [6, 4] : [],
          pointRadius: 0,
          // monotone: a smoothed line never dips below zero views between two buckets
          cubicInterpolationMode: 'monotone',
          yAxisID: 'views',
        },
        {
          type: 'bar',
          label: `load failures ${tag}`,
          data: line.loadFailures,
          backgroundColor: c.failures,
          yAxisID: 'faults',
        },
        {
          type: 'bar',
          label: `errors ${tag}`,
          data: line.errors,
          backgroundColor: c.errors,
          yAxisID: 'faults',
        },
      );
    }
    charts.push(
      new Chart(canvas, {
        data: { labels, datasets },
        options: {
          ...baseOptions,
          scales: {
            x: { ticks: { maxTicksLimit: 8, font: { size: 11 } } },
            views: {
              position: 'left',
              beginAtZero: true,
              title: { display: true, text: 'views' },
            },
            faults: {
              position: 'right',
              beginAtZero: true,
              grid: { drawOnChartArea: false },
              title: { display: true, text: 'failures, errors' },
              ticks: { precision: 0 },
            },
          },
        },
      }),
    );
  }
  if (remotes.length === 0) {
    const p = document.createElement('p');
    p.className = 'sub';
    p.textContent = 'No events in this window.';
    holder.append(p);
  }
  const minutes = details.bucketMs / 60_000;
  $('#bucket').textContent = `(${minutes >= 60 ? `${minutes / 60} h` : `${minutes} min`} buckets)`;
}

/** A canary's evidence over time (log scale) and, dashed, the value that rolls it back. */
// biome-ignore lint/correctness/noUnusedVariables: called by health.js
function drawEvidence(details) {
  const holder = $('#evidence');
  holder.replaceChildren();
  const labels = details.buckets.map((b) => timeLabel(b, details.bucketMs));
  const t = details.thresholds;
  for (const e of details.evidence) {
    const figure = document.createElement('figure');
    figure.dataset.canary = `${e.name} ${e.version}`;
    const caption = document.createElement('figcaption');
    caption.textContent = `${e.name} ${e.version} (canary)`;
    const box = document.createElement('div');
    box.className = 'chart';
    const canvas = document.createElement('canvas');
    box.append(canvas);
    figure.append(caption, box);
    holder.append(figure);
    const level = (bound, alpha) =>
      `${bound.toLocaleString('en')} (${Number((100 * (1 - alpha)).toFixed(2))} %)`;
    const flat = (value) => labels.map(() => value);
    charts.push(
      new Chart(canvas, {
        type: 'line',
        data: {
          labels,
          datasets: [
            {
              label: 'failed sessions',
              data: e.failures,
              borderColor: COLORS.stable.failures,
              backgroundColor: COLORS.stable.failures,
              stepped: true,
              pointRadius: 0,
            },
            {
              label: 'error sessions',
              data: e.errors,
              borderColor: COLORS.stable.errors,
              backgroundColor: COLORS.stable.errors,
              stepped: true,
              pointRadius: 0,
            },
            {
              label: `roll back at ${level(e.failuresBound, t.alphaFailures)}`,
              data: flat(e.failuresBound),
              borderColor: COLORS.stable.failures,
              borderDash: [6, 4],
              borderWidth: 1,
              pointRadius: 0,
            },
            {
              label: `roll back at ${level(e.errorsBound, t.alphaErrors)}`,
              data: flat(e.errorsBound),
              borderColor: COLORS.stable.errors,
              borderDash: [6, 4],
              borderWidth: 1,
              pointRadius: 0,
            },
          ],
        },
        options: {
          ...baseOptions,
          scales: {
            x: { ticks: { maxTicksLimit: 8, font: { size: 11 } } },
            y: {
              type: 'logarithmic',
              title: { display: true, text: 'evidence against stable' },
              // powers of ten only, compact: 0.01, 1, 100, 10K, 1M, 100B
              ticks: {
                callback: (v) => {
                  const power = 10 ** Math.round(Math.log10(v));
                  return Math.abs(v - power) < 1e-9 * power
                    ? power.toLocaleString('en', { notation: 'compact', maximumFractionDigits: 2 })
                    : '';
                },
              },
            },
          },
        },
      }),
    );
  }
  if (details.evidence.length === 0) {
    const p = document.createElement('p');
    p.className = 'sub';
    p.textContent = 'No canary in this window.';
    holder.append(p);
  }
}
