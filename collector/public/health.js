/**
 * The health page: reads GET /api/health (the same figures and verdicts as `pnpm health`)
 * and draws them with Chart.js, loaded before this file from the collector itself. Plain
 * browser JavaScript, no build step: the page's CSP allows scripts of this origin only.
 */
const { Chart } = globalThis;

const COLORS = {
  stable: { line: '#2f6fde', failures: '#d92d20', errors: '#7a5af8' },
  canary: { line: '#e8710a', failures: '#f97066', errors: '#bdb4fe' },
};

const charts = [];
const $ = (selector) => document.querySelector(selector);

function cell(text, className) {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

const fmt = (n, digits = 0, unit = '') =>
  n === null || n === undefined
    ? '–'
    : `${n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits })}${unit}`;

function drawTable(groups) {
  const body = $('#verdicts tbody');
  body.replaceChildren();
  if (groups.length === 0) {
    const tr = document.createElement('tr');
    const td = cell('No events in this window.', 'empty');
    td.colSpan = 13;
    tr.append(td);
    body.append(tr);
    return;
  }
  for (const g of groups) {
    const tr = document.createElement('tr');
    const verdict = document.createElement('span');
    verdict.className = `verdict ${g.verdict.replace(' ', '-')}`;
    verdict.textContent = g.verdict;
    const verdictCell = cell('');
    verdictCell.append(verdict);
    const codes = Object.entries(g.failuresByCode)
      .map(([code, n]) => `${code || 'no code'} ×${n}`)
      .join(', ');
    tr.append(
      cell(g.name),
      cell(g.version),
      cell(g.track, `track ${g.track}`),
      cell(fmt(g.views), 'num'),
      cell(fmt(g.loads), 'num'),
      cell(fmt(g.loadFailures), 'num'),
      cell(fmt(g.errors), 'num'),
      cell(fmt(g.errorsPer1000, 1), 'num'),
      cell(fmt(g.lcpP75, 0, ' ms'), 'num'),
      cell(fmt(g.inpP75, 0, ' ms'), 'num'),
      cell(fmt(g.clsP75, 3), 'num'),
      verdictCell,
      cell(g.reasons.join('; ') + (codes ? `. Failed loads: ${codes}` : ''), 'why'),
    );
    body.append(tr);
  }
}

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

function drawComparison(compare) {
  const labels = compare.map((c) => c.name);
  const pick = (track, field, scale = 1) =>
    compare.map((c) => (c[track]?.[field] == null ? null : c[track][field] * scale));
  charts.push(
    barChart(
      $('#cmp-failures'),
      labels,
      pick('stable', 'failureRate', 100),
      pick('canary', 'failureRate', 100),
    ),
    barChart(
      $('#cmp-errors'),
      labels,
      pick('stable', 'errorsPer1000'),
      pick('canary', 'errorsPer1000'),
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

function drawThresholds(t) {
  $('#thresholds').textContent =
    `Roll back: more than ${t.maxLoadFailureRate * 100}% failed loads (from ${t.minLoads} loads), ` +
    `more than ${t.maxErrorsPer1000Views} errors per 1,000 views (from ${t.minViews} views), ` +
    `or a canary's p75 LCP above ${t.lcpWorseRatio}× and ${t.lcpWorseByMs} ms over stable's ` +
    `(INP ${t.inpWorseRatio}× and ${t.inpWorseByMs} ms; ${t.minVitalSamples} samples each). ` +
    `Hold: fewer than ${t.minViews} views or ${t.minLoads} loads. Promote: otherwise.`;
}

async function load() {
  const since = $('#since').value;
  const status = $('#status');
  try {
    const res = await fetch(`/api/health?since=${encodeURIComponent(since)}`);
    const details = await res.json();
    if (!res.ok) throw new Error(details.message ?? res.statusText);
    for (const chart of charts.splice(0)) chart.destroy();
    drawTable(details.groups);
    drawComparison(details.compare);
    drawSeries(details);
    drawThresholds(details.thresholds);
    status.textContent = `${new Date(details.fromMs).toLocaleString('en-GB')} to ${new Date(details.toMs).toLocaleString('en-GB')} · refreshed every 30 s`;
  } catch (e) {
    status.textContent = `Could not read the report: ${e.message}`;
  }
}

const params = new URLSearchParams(location.search);
if (params.get('since')) $('#since').value = params.get('since');
$('#since').addEventListener('change', load);
load();
setInterval(load, 30_000);
