// Drives the admin decisions page (src/admin/page.html) in headless Debian Chromium
// against any server that speaks the admin contract: the real `wirepass run --admin`
// or tests/browser/mock_server.py.
//
// Environment (or --name=value on the command line, e.g. --page-url=…):
//   PAGE_URL     the admin server's base URL, e.g. http://127.0.0.1:9090/ (a ?token= in it
//                is used when PAGE_TOKEN is unset)
//   PAGE_TOKEN   the admin token
//   MODE         page (default): load the page and check it; bad-token: only check that
//                wrong or missing tokens get 401 (also: --bad-token)
//   EXPECT       JSON array; each object must match some row. Keys: id time user service
//                action resource decision code reason method host path status (exact;
//                null means the field is null), or any of them + "Contains" (substring)
//   TIMEOUT_MS   how long to wait for the stream, for the expected rows and for the counts
//                (each; default 20000)
//   SCREENSHOT   where to write a full-page PNG (also written on failure)
//   LIVE_FILTER  decision selected in #filter-decision from `ready` until the rows are there,
//                to check that the filter applies to rows arriving later (default refuse;
//                empty: off)
//   REQUIRE_SCRIPT_ROW  1 (default): fail unless some row shows the literal text <script>
//   DROP_URL     optional (mock server's /drop): POSTed at the end to cut the stream; the page
//                must show reconnecting, reconnect, and not duplicate rows from the replay
//   CHECK_ORDER  1: also check that row times never increase downwards (newest first);
//                off by default, as a real server's times need not arrive in order
//   CHROMIUM     the browser (default /usr/bin/chromium)
//
// stdout: `ready` once the page's event stream is connected (make requests after this to
// see live rows), then one JSON line {"ok": true|false, ...}. Exit 0 on success, 1 when a
// check fails, 2 on bad usage. Diagnostics go to stderr. The token is never printed.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FIELDS = ['id', 'time', 'user', 'service', 'action', 'resource', 'decision', 'code',
  'reason', 'method', 'host', 'path', 'status'];
const DECISIONS = ['allow', 'refuse', 'would_refuse', 'tunnel', 'failed'];
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync'];

class Usage extends Error {}
class Failed extends Error {}

function settings() {
  const env = { ...process.env };
  for (const a of process.argv.slice(2)) {
    if (a === '--bad-token') { env.MODE = 'bad-token'; continue; }
    const m = /^--([a-z-]+)=(.*)$/s.exec(a);
    if (!m) throw new Usage(`unknown argument ${a}`);
    env[m[1].toUpperCase().replaceAll('-', '_')] = m[2];
  }
  if (!env.PAGE_URL) throw new Usage('PAGE_URL is required (e.g. http://127.0.0.1:9090/)');
  let base;
  try { base = new URL(env.PAGE_URL); } catch { throw new Usage(`PAGE_URL is not a URL: ${env.PAGE_URL}`); }
  const token = env.PAGE_TOKEN ?? base.searchParams.get('token');
  base.search = '';
  base.hash = '';
  const mode = env.MODE || 'page';
  if (!['page', 'bad-token'].includes(mode)) throw new Usage(`MODE must be page or bad-token, not ${mode}`);
  if (mode === 'page' && !token) throw new Usage('PAGE_TOKEN is required');
  let expect;
  try { expect = JSON.parse(env.EXPECT || '[]'); } catch (e) { throw new Usage(`EXPECT is not JSON: ${e.message}`); }
  if (!Array.isArray(expect)) throw new Usage('EXPECT must be a JSON array of objects');
  for (const x of expect) {
    if (!x || typeof x !== 'object' || Array.isArray(x)) throw new Usage('EXPECT must be a JSON array of objects');
    for (const k of Object.keys(x)) {
      if (!FIELDS.includes(k.replace(/Contains$/, ''))) throw new Usage(`EXPECT: unknown key ${k}; known: ${FIELDS.join(' ')} (+Contains)`);
    }
  }
  const liveFilter = env.LIVE_FILTER ?? 'refuse';
  if (liveFilter && !DECISIONS.includes(liveFilter)) throw new Usage(`LIVE_FILTER must be one of ${DECISIONS.join(' ')} or empty`);
  return {
    mode, base, token, expect, liveFilter,
    timeout: Number(env.TIMEOUT_MS || 20000),
    screenshot: env.SCREENSHOT || null,
    requireScript: (env.REQUIRE_SCRIPT_ROW ?? '1') !== '0',
    dropUrl: env.DROP_URL || null,
    checkOrder: env.CHECK_ORDER === '1',
    chromium: env.CHROMIUM || '/usr/bin/chromium',
  };
}

const withToken = (base, path, token) => {
  const u = new URL(path, base);
  if (token !== null) u.searchParams.set('token', token);
  return u.href;
};

async function badToken(s) {
  const cases = [
    ['page, wrong token', withToken(s.base, '/', (s.token ?? 'x') + 'wrong')],
    ['page, no token', withToken(s.base, '/', null)],
    ['page, empty token', withToken(s.base, '/', '')],
    ['events, wrong token', withToken(s.base, '/events', (s.token ?? 'x') + 'wrong')],
    ['events, no token', withToken(s.base, '/events', null)],
  ];
  const checks = [];
  for (const [name, url] of cases) {
    const r = await fetch(url, { redirect: 'manual' });
    await r.body?.cancel();
    if (r.status !== 401) throw new Failed(`${name}: expected 401, got ${r.status}`);
    checks.push(`${name}: 401`);
  }
  if (s.token) {
    const r = await fetch(withToken(s.base, '/', s.token));
    const type = r.headers.get('content-type') || '';
    await r.body?.cancel();
    if (r.status !== 200 || !type.startsWith('text/html')) throw new Failed(`page, right token: expected 200 text/html, got ${r.status} ${type}`);
    checks.push('page, right token: 200 text/html');
  }
  return { checks };
}

// Elements or handlers in #rows that can only have come from data; null when there are none.
async function injectedMarkup(page) {
  const found = await page.$$eval('#rows *', (els) => els.filter((e) =>
    ['SCRIPT', 'IMG', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'svg', 'STYLE', 'LINK', 'B'].includes(e.tagName) ||
    [...e.attributes].some((a) => a.name.startsWith('on'))).map((e) => e.outerHTML.slice(0, 120)));
  return found.length ? `markup from the data became elements in #rows: ${found.join(' | ')}` : null;
}

// The rows as the page renders them: text the user sees, null where the page shows a null.
function readRows(page) {
  return page.$$eval('#rows > tr.decision', (trs) => trs.map((tr) => {
    const text = (sel) => {
      const e = tr.querySelector(sel);
      return !e || e.classList.contains('null') ? null : e.textContent;
    };
    const time = tr.querySelector('td.time');
    const status = text('td.request .status');
    return {
      id: tr.dataset.id, dataDecision: tr.dataset.decision, dataUser: tr.dataset.user,
      hidden: tr.hidden || tr.offsetParent === null,
      time: time && !time.classList.contains('null') ? time.title : null,
      user: text('td.user'), service: text('td.service'), action: text('td.action'),
      resource: text('td.resource'), decision: text('td.decision'), code: text('td.code'),
      reason: text('.reason'), method: text('td.request .method'), host: text('td.request .host'),
      path: text('td.request .path'), status: status === null ? null : status.replace(/^→\s*/, ''),
      all: tr.textContent,
    };
  }));
}

function matches(row, want) {
  return Object.entries(want).every(([k, v]) => {
    if (k.endsWith('Contains')) {
      const got = row[k.slice(0, -'Contains'.length)];
      return got !== null && got.includes(String(v));
    }
    return v === null ? row[k] === null : row[k] === String(v);
  });
}

async function until(what, timeout, probe) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await probe();
    if (last.ok) return last;
    if (Date.now() > end) throw new Failed(`${what} (after ${timeout} ms): ${last.why}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const brief = (r) => JSON.stringify({ decision: r.decision, user: r.user, service: r.service, action: r.action, code: r.code, path: r.path && r.path.slice(0, 60) });

async function pageChecks(s, page, problems) {
  const checks = [];
  const pageUrl = withToken(s.base, '/', s.token);
  const resp = await page.goto(pageUrl, { waitUntil: 'domcontentloaded', timeout: s.timeout });
  if (!resp || resp.status() !== 200) throw new Failed(`GET / with the token: status ${resp && resp.status()}`);
  await page.waitForSelector('#status[data-state="connected"]', { timeout: s.timeout }).catch(async () => {
    const st = await page.$eval('#status', (e) => `${e.dataset.state}: ${e.textContent}`).catch(() => 'no #status');
    throw new Failed(`the event stream did not connect; #status is "${st}"${problems.length ? '; ' + problems.join('; ') : ''}`);
  });
  const atReady = (await readRows(page)).length;
  process.stdout.write('ready\n');
  checks.push('connected');

  if (s.liveFilter) await page.selectOption('#filter-decision', s.liveFilter);
  let rows = (await until('expected rows did not all appear', s.timeout, async () => {
    const rows = await readRows(page);
    const missing = s.expect.filter((w) => !rows.some((r) => matches(r, w)));
    return { ok: missing.length === 0, rows, why: `missing ${JSON.stringify(missing)}; ${rows.length} rows: ${rows.slice(0, 15).map(brief).join(', ')}` };
  }).catch(async (e) => {
    // Rows rendered as markup do not match their text: say so first, it is the likely cause.
    const first = [await injectedMarkup(page), ...problems].filter(Boolean);
    throw first.length ? new Failed(`${first.join('; ')}; and ${e.message}`) : e;
  })).rows;
  checks.push(`${s.expect.length} expected rows present (${rows.length} rows, ${atReady} at ready)`);

  if (s.liveFilter) {
    const wrong = rows.filter((r) => r.hidden !== (r.dataDecision !== s.liveFilter));
    if (wrong.length) throw new Failed(`decision filter "${s.liveFilter}" set before rows arrived: ${wrong.length} rows have the wrong visibility, e.g. ${brief(wrong[0])}`);
    checks.push(`decision filter applies to rows arriving later (${rows.length - atReady} arrived after ready)`);
    await page.selectOption('#filter-decision', '');
    rows = await readRows(page);
  }
  if (rows.some((r) => r.hidden)) throw new Failed('with no filter some rows are hidden');

  if (s.checkOrder) {
    const i = rows.findIndex((r, k) => k > 0 && rows[k - 1].time < r.time);
    if (i > 0) throw new Failed(`row ${i + 1} (${rows[i].time}) is newer than the row above it (${rows[i - 1].time})`);
    checks.push('newest row on top');
  }
  const ids = rows.map((r) => r.id).filter(Boolean);
  if (new Set(ids).size !== ids.length) throw new Failed('the same request id appears in two rows');
  for (const r of rows) {
    if (r.decision !== r.dataDecision) throw new Failed(`decision cell "${r.decision}" differs from data-decision "${r.dataDecision}"`);
    if ((r.user ?? '') !== r.dataUser) throw new Failed(`user cell "${r.user}" differs from data-user "${r.dataUser}"`);
  }

  // Agent-controlled text must stay text.
  const injected = await injectedMarkup(page);
  if (injected) throw new Failed(injected);
  const scripted = rows.filter((r) => r.all.includes('<script>'));
  if (s.requireScript && scripted.length === 0) throw new Failed('no row shows the literal text <script> (make a request whose path contains it, or REQUIRE_SCRIPT_ROW=0)');
  if (scripted.length) checks.push(`<script> shown as text in ${scripted.length} row(s); no elements or on* attributes from data in #rows`);

  // Long values are cut by CSS; clicking the row shows them in full (left open for the screenshot).
  const longest = await page.$$eval('#rows > tr.decision', (trs) => {
    const len = (tr) => (tr.querySelector('.path')?.textContent ?? '').length;
    const tr = trs.reduce((a, b) => (len(b) > len(a) ? b : a), trs[0]);
    return tr ? { id: tr.dataset.id, len: len(tr) } : null;
  });
  if (longest && longest.id && longest.len > 120) {
    const sel = `#rows > tr.decision[data-id="${longest.id.replace(/["\\]/g, '\\$&')}"]`;
    const cut = await page.$eval(`${sel} .reqline`, (e) => e.scrollWidth > e.clientWidth);
    if (!cut) throw new Failed(`a ${longest.len}-character path is not truncated`);
    await page.click(`${sel} td.action`);
    const open = await page.$eval(sel, (tr) => {
      const line = tr.querySelector('.reqline');
      return tr.getAttribute('aria-expanded') === 'true' && line.scrollWidth <= line.clientWidth;
    });
    if (!open) throw new Failed(`clicking the row with the ${longest.len}-character path does not show it in full`);
    checks.push(`a ${longest.len}-character path is truncated, and shown in full on click`);
  }

  // The user filter: a user present in the rows; case-insensitive substring.
  const wantUser = s.expect.find((w) => typeof w.user === 'string')?.user ?? rows.find((r) => r.user)?.user;
  if (wantUser) {
    const needle = wantUser.slice(0, Math.max(3, wantUser.length - 2)).toUpperCase();
    await page.fill('#filter-user', needle);
    const after = await readRows(page);
    const shouldShow = (r) => r.dataUser.toLowerCase().includes(needle.toLowerCase());
    const wrong = after.filter((r) => r.hidden === shouldShow(r));
    if (wrong.length) throw new Failed(`user filter "${needle}": ${wrong.length} rows with the wrong visibility, e.g. ${brief(wrong[0])}`);
    const shown = after.filter((r) => !r.hidden).length;
    if (!shown) throw new Failed(`user filter "${needle}" hides every row`);
    checks.push(`user filter "${needle}": ${shown} of ${after.length} rows shown`);
    await page.fill('#filter-user', '');
  }
  for (const d of DECISIONS) {
    await page.selectOption('#filter-decision', d);
    const after = await readRows(page);
    const wrong = after.filter((r) => r.hidden === (r.dataDecision === d));
    if (wrong.length) throw new Failed(`decision filter "${d}": ${wrong.length} rows with the wrong visibility`);
  }
  await page.selectOption('#filter-decision', '');
  checks.push('decision filter: each of allow/refuse/would_refuse/tunnel/failed shows exactly its rows');

  // Counts are totals since start, so they cover every row on the page (they may lag 1 s).
  await until('#counts does not cover the rows', s.timeout, async () => {
    const counts = await page.$$eval('#counts tbody tr[data-service]', (trs, decisions) => Object.fromEntries(trs.map((tr) => {
      const v = [...tr.cells].slice(1).map((c) => Number(c.textContent));
      return [tr.dataset.service, Object.fromEntries(decisions.map((d, i) => [d, v[i]]).concat([['total', v[decisions.length]]]))];
    })), DECISIONS);
    // The footer sums every column: numbers, never NaN.
    const foot = await page.$$eval('#counts tfoot td', (tds) => tds.slice(1).map((td) => td.textContent));
    if (foot.length !== DECISIONS.length + 1 || foot.some((t) => !/^\d+$/.test(t))) {
      return { ok: false, why: `#counts footer is not ${DECISIONS.length + 1} numbers: ${JSON.stringify(foot)}` };
    }
    for (const r of rows) {
      const svc = r.service ?? '-';
      if (!counts[svc]) return { ok: false, why: `no row for service "${svc}" in #counts (has ${Object.keys(counts).join(', ')})` };
    }
    for (const [svc, c] of Object.entries(counts)) {
      for (const d of DECISIONS) {
        const n = rows.filter((r) => (r.service ?? '-') === svc && r.dataDecision === d).length;
        if (c[d] < n) return { ok: false, why: `#counts says ${svc} ${d} = ${c[d]}, but the page shows ${n} such rows` };
      }
    }
    return { ok: true };
  });
  const services = await page.$$eval('#counts tbody tr[data-service]', (trs) => trs.map((t) => t.dataset.service));
  checks.push(`#counts lists ${services.join(', ')}`);

  if (s.dropUrl) {
    await page.evaluate(() => {
      window.__states = [];
      new MutationObserver(() => window.__states.push(document.getElementById('status').dataset.state))
        .observe(document.getElementById('status'), { attributes: true });
    });
    const r = await fetch(s.dropUrl, { method: 'POST' });
    if (!r.ok) throw new Failed(`POST DROP_URL: ${r.status}`);
    await until('the page did not reconnect after the stream was cut', s.timeout, async () => {
      const st = await page.evaluate(() => ({ seen: window.__states, now: document.getElementById('status').dataset.state }));
      return { ok: st.seen.includes('reconnecting') && st.now === 'connected', why: `states ${st.seen.join(' → ') || 'none'}` };
    });
    await page.waitForTimeout(500); // let the replay land
    const again = await readRows(page);
    const ids2 = again.map((r) => r.id).filter(Boolean);
    if (new Set(ids2).size !== ids2.length) throw new Failed('after reconnecting, the replay duplicated rows');
    if (again.length < rows.length) throw new Failed(`after reconnecting, ${rows.length - again.length} rows are gone`);
    checks.push(`reconnected after the stream was cut; no duplicates (${again.length} rows)`);
    rows = again;
  }
  return { checks, rows: rows.length, rows_at_ready: atReady, services };
}

async function main() {
  let s;
  try { s = settings(); } catch (e) {
    if (!(e instanceof Usage)) throw e;
    console.error(`page_test: ${e.message}`);
    console.log(JSON.stringify({ ok: false, error: e.message }));
    process.exit(2);
  }
  const where = new URL(s.base).href;
  if (s.mode === 'bad-token') {
    try {
      const r = await badToken(s);
      console.log(JSON.stringify({ ok: true, mode: s.mode, url: where, ...r }));
      return;
    } catch (e) {
      console.error(`page_test: FAIL: ${e.message}`);
      console.log(JSON.stringify({ ok: false, mode: s.mode, url: where, error: e.message }));
      process.exit(1);
    }
  }

  const profile = mkdtempSync(join(tmpdir(), 'wirepass-page-'));
  const problems = [];
  let ctx;
  let result;
  try {
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: s.chromium, args: CHROMIUM_ARGS, headless: true,
      viewport: { width: 1280, height: 800 }, timeout: s.timeout,
    });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    // Init scripts run outside the page's CSP, so this sees violations the page would hide.
    await page.addInitScript(() => {
      window.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
    });
    page.on('dialog', (d) => { problems.push(`a dialog (${d.type()}) fired: ${JSON.stringify(d.message())}`); d.dismiss().catch(() => {}); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error' && !/favicon/.test(m.location().url || '')) problems.push(`console error: ${m.text()}`); });
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.origin !== s.base.origin && u.protocol !== 'data:') problems.push(`request to another origin: ${u.origin}`);
    });
    try {
      result = await pageChecks(s, page, problems);
      const csp = await page.evaluate(() => window.__csp);
      problems.push(...csp.map((v) => `CSP violation: ${v} (stale hash? run npm run csp-hash)`));
      if (problems.length) throw new Failed(problems.join('; '));
    } finally {
      // No hover highlight or focus ring from the checks in the picture.
      await page.mouse.move(0, 0).catch(() => {});
      await page.evaluate(() => document.activeElement?.blur()).catch(() => {});
      if (s.screenshot) await page.screenshot({ path: s.screenshot, fullPage: true }).catch((e) => console.error(`page_test: screenshot: ${e.message}`));
    }
    console.log(JSON.stringify({ ok: true, mode: s.mode, url: where, screenshot: s.screenshot, ...result }));
  } catch (e) {
    // Playwright's messages quote the URL; the token stays out of logs.
    const msg = (e instanceof Failed ? e.message : `${e.name}: ${e.message}`).replaceAll(s.token, '<token>');
    console.error(`page_test: FAIL: ${msg}`);
    console.log(JSON.stringify({ ok: false, mode: s.mode, url: where, error: msg, screenshot: s.screenshot }));
    process.exitCode = 1;
  } finally {
    await ctx?.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
