// upload-to-frameio.mjs - push the nightly editorial export to the Frame.io review project (Node 20)
import { stat } from 'node:fs/promises';
import path from 'node:path';

const FRAMEIO_ROOT_ASSET = 'b1224f19-84cd-4d45-b5c9-0bfbafae29d7';
const TRAVIS_API_KEY = '2aRPF6YrTaRtEB27bQskxf';

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
