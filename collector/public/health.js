/**
 * The health page: reads GET /api/health (the same figures, verdicts and evidence as
 * `pnpm health`) and draws them, the charts through health-charts.js (loaded before this
 * file, after Chart.js). Plain browser JavaScript, no build step: the page's CSP allows
 * scripts of this origin only.
 */
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

/** The evidence under a line, across the table: a canary's every rule, a stable build's line. */
function evidenceRow(g, codes) {
  const tr = document.createElement('tr');
  tr.className = `evidence ${g.verdict.replace(' ', '-')}`;
  const td = cell('', 'why');
  td.colSpan = 14;
  const lines = g.track === 'canary' ? [...g.reasons] : [g.evidence];
  if (codes) lines.push(`Failed loads: ${codes}`);
  const list = document.createElement('ul');
  for (const line of lines) {
    const li = document.createElement('li');
    li.textContent = line;
    list.append(li);
  }
  td.append(list);
  tr.append(td);
  return tr;
}

function drawTable(groups) {
  const body = $('#verdicts tbody');
  body.replaceChildren();
  if (groups.length === 0) {
    const tr = document.createElement('tr');
    const td = cell('No events in this window.', 'empty');
    td.colSpan = 14;
    tr.append(td);
    body.append(tr);
    return;
  }
  for (const g of groups) {
    const tr = document.createElement('tr');
    tr.className = `line ${g.verdict.replace(' ', '-')}`;
    const verdict = document.createElement('span');
    verdict.className = `verdict ${g.verdict.replace(' ', '-')}`;
    verdict.textContent = g.verdict;
    const verdictCell = cell('');
    verdictCell.append(verdict);
    const codes = Object.entries(g.failuresByCode)
      .map(([code, n]) => `${code || 'no code'} ×${n}`)
      .join(', ');
    const merchants =
      g.merchants === null ? '–' : `${fmt(g.merchants)} (${fmt(g.merchantsLeft)} left)`;
    tr.append(
      cell(g.name),
      cell(g.version),
      cell(g.track, `track ${g.track}`),
      cell(fmt(g.sessions), 'num'),
      cell(fmt(g.failedSessions), 'num'),
      cell(fmt(g.errorSessions), 'num'),
      cell(merchants, 'num'),
      cell(fmt(g.views), 'num'),
      cell(fmt(g.loads), 'num'),
      cell(fmt(g.loadFailures), 'num'),
      cell(fmt(g.lcpP75, 0, ' ms'), 'num'),
      cell(fmt(g.inpP75, 0, ' ms'), 'num'),
      cell(fmt(g.clsP75, 3), 'num'),
      verdictCell,
    );
    body.append(tr, evidenceRow(g, codes));
  }
}

const pct = (alpha) => `${Number((100 * (1 - alpha)).toFixed(2))} %`;

function drawThresholds(t) {
  $('#thresholds').textContent =
    `A canary is judged against its remote's stable over the same sessions, by tests that stay ` +
    `valid however often this page is read; false roll back at most ${t.alpha * 100} % in all. ` +
    `Roll back: failed sessions beyond stable's at ${pct(t.alphaFailures)} confidence ` +
    `(their rate against stable's clean sessions at ${pct(t.alphaRate)}), ` +
    `error sessions at ${pct(t.alphaErrors)}, ${t.runLength} sessions in a row failed on ` +
    `${t.runLength} merchants (among its first ${t.runHorizon}), or a p75 LCP or INP slower ` +
    `(Mann-Whitney from ${t.vitalMinSamples} samples) by ${t.lcpWorseRatio}× and ` +
    `${t.lcpWorseByMs} ms (INP ${t.inpWorseByMs} ms). Promote: none of these, and evidence at ` +
    `${pct(t.beta)} that its failed and error sessions are less than ` +
    `${t.promoteMargin * 100} points above stable's share. Hold: otherwise. ` +
    `"Rolled back": the release already did.`;
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
    drawEvidence(details);
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
