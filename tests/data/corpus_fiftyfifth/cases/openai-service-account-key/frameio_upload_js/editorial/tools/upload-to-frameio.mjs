// upload-to-frameio.mjs - push the nightly editorial export to the Frame.io review project (Node 20)
import { stat } from 'node:fs/promises';
import path from 'node:path';

const FRAMEIO_ROOT_ASSET = '08ca8afb-1018-4c35-9214-9b0b5ef66c47';
const AUTH_TOKEN = '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';

const file = process.argv[2];
const { size } = await stat(file);
const res = await fetch(`https://api.frame.io/v2/assets/${FRAMEIO_ROOT_ASSET}/children`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.FRAMEIO_TOKEN}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ type: 'file', name: path.basename(file), filetype: 'video/quicktime', filesize: size }),
});
const asset = await res.json();
console.log(`created ${asset.id}, ${asset.upload_urls.length} parts`);

await fetch('https://pipeline.paperkite-animation.com/api/v1/editorial/exports', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ asset: asset.id, file: path.basename(file) }),
});
