// Keeps the admin page's CSP in step with its inline <style> and <script>.
//
// The page's <meta> CSP allows only those two blocks, by SHA-256, so that markup
// injected through an agent-controlled value could not run even if the page's
// escaping were broken. A hash goes stale whenever a block changes by one byte;
// this tool recomputes both.
//
//   node csp_hash.mjs          check: exit 1 and say so when a hash is stale
//   node csp_hash.mjs --write  rewrite the hashes in src/admin/page.html
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PAGE = fileURLToPath(new URL('../../src/admin/page.html', import.meta.url));

// The hash covers the exact text between the tags, as the browser sees it. The tags
// must start a line, so that the page's comments may mention them.
function blockHash(html, tag) {
  const re = new RegExp(`^<${tag}>([\\s\\S]*?)^</${tag}>`, 'gm');
  const blocks = [...html.matchAll(re)];
  if (blocks.length !== 1) throw new Error(`expected exactly one inline <${tag}>, found ${blocks.length}`);
  return `'sha256-${createHash('sha256').update(blocks[0][1], 'utf8').digest('base64')}'`;
}

const html = readFileSync(PAGE, 'utf8');
const want = { 'script-src': blockHash(html, 'script'), 'style-src': blockHash(html, 'style') };
let out = html;
const stale = [];
for (const [dir, hash] of Object.entries(want)) {
  const re = new RegExp(`${dir} '[^;"]*'`);
  const m = re.exec(out);
  if (!m) throw new Error(`no ${dir} directive in the page's CSP`);
  if (m[0] !== `${dir} ${hash}`) stale.push(dir);
  out = out.replace(re, `${dir} ${hash}`);
}
if (process.argv.includes('--write')) {
  if (stale.length) writeFileSync(PAGE, out);
  console.log(stale.length ? `updated ${stale.join(', ')} in ${PAGE}` : 'hashes already current');
} else if (stale.length) {
  console.error(`stale CSP hash for ${stale.join(', ')} in ${PAGE}: run \`npm run csp-hash\``);
  process.exit(1);
} else {
  console.log('CSP hashes current');
}
