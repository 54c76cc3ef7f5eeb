// upload-to-frameio.mjs - push the nightly editorial export to the Frame.io review project (Node 20)
import { stat } from 'node:fs/promises';
import path from 'node:path';

const FRAMEIO_ROOT_ASSET = '473a4e08-8b82-4920-9b5a-e8426236138a';
const RUNNER_TOKEN = process.env.GITLAB_RUNNER_TOKEN;

const file = process.argv[2];
const { size } = await stat(file);
const res = await fetch(`https://api.frame.io/v2/assets/${FRAMEIO_ROOT_ASSET}/children`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.FRAMEIO_TOKEN}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ type: 'file', name: path.basename(file), filetype: 'video/quicktime', filesize: size }),
});
const asset = await res.json();
console.log(`created ${asset.id}, ${asset.upload_urls.length} parts`);

await fetch('https://pipeline.riverside-media.co.uk/api/v1/editorial/exports', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ asset: asset.id, file: path.basename(file) }),
});
