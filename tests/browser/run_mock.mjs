// The page test against mock_server.py: seeds the replay, starts page_test.mjs, pushes
// live decisions once it says `ready`, cuts the stream once to check reconnection, then
// runs the wrong-token checks. Writes screenshot-mock.png. `npm test` runs this.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
const events = JSON.parse(readFileSync(here('mock_events.json'), 'utf8'));

const EXPECT = [
  // live, after `ready`
  { user: 'alice@example.com', decision: 'allow', action: 'pulls.create', method: 'POST', status: '201' },
  { pathContains: '<script>alert(1)</script>', userContains: '<img src=x onerror=alert(1)>' },
  { resource: 'repo:"><img src=x onerror=alert(1)>', reasonContains: "& 'quotes' <b>bold?</b>" },
  { pathContains: 'very-deeply-nested-directory-21/file.txt?ref=main' },
  { decision: 'would_refuse', code: 'exfiltration_risk' },
  { decision: 'failed', code: 'audit_unavailable', service: null, status: null },
  // replayed on connect
  { decision: 'refuse', code: 'not_permitted', reasonContains: 'may not merge' },
  { user: null, service: null, action: null, resource: null, code: 'unknown_host', status: null },
  { user: 'zoë@例え.jp', resource: 'repo:acme/日本語-📦' },
  { reasonContains: 'writes must be mapped.\nSecond line: \\u{202E}gnp.exe' },
  { time: '2026-12-03T13:45:00.000Z', action: 'pulls.list' },
];

function start(cmd, args, opts) {
  const p = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'inherit'], ...opts });
  const lines = createInterface({ input: p.stdout });
  const exited = new Promise((res) => p.on('exit', (code, sig) => res(code ?? (sig ? 128 : 1))));
  return { p, lines, exited };
}

const mock = start('python3', [here('mock_server.py'), '--seed', here('mock_events.json')]);
let code = 1;
try {
  const first = await new Promise((res, rej) => {
    mock.lines.once('line', res);
    mock.exited.then((c) => rej(new Error(`mock server exited (${c})`)));
  });
  const url = new URL(first.replace(/^listening /, ''));
  const token = url.searchParams.get('token');
  const base = `${url.origin}/`;
  const control = (path) => `${url.origin}${path}?token=${encodeURIComponent(token)}`;
  const env = {
    ...process.env, PAGE_URL: base, PAGE_TOKEN: token, EXPECT: JSON.stringify(EXPECT),
    SCREENSHOT: process.env.SCREENSHOT || here('screenshot-mock.png'), DROP_URL: control('/drop'),
    CHECK_ORDER: '1', TIMEOUT_MS: process.env.TIMEOUT_MS || '20000',
  };
  const driver = start('node', [here('page_test.mjs')], { env });
  driver.lines.on('line', async (line) => {
    console.log(line);
    if (line !== 'ready') return;
    for (const d of events.live) {
      await new Promise((r) => setTimeout(r, 150));
      const r = await fetch(control('/push'), { method: 'POST', body: JSON.stringify(d) });
      if (r.status !== 204) console.error(`run_mock: push: ${r.status}`);
    }
  });
  code = await driver.exited;
  if (code === 0) {
    const bad = start('node', [here('page_test.mjs'), '--bad-token'], { env });
    bad.lines.on('line', (l) => console.log(l));
    code = await bad.exited;
  }
} catch (e) {
  console.error(`run_mock: ${e.message}`);
} finally {
  mock.p.kill();
}
process.exit(code);
