// upload-to-frameio.mjs - push the nightly editorial export to the Frame.io review project (Node 20)
import { stat } from 'node:fs/promises';
import path from 'node:path';

const FRAMEIO_ROOT_ASSET = '60a1e2dc-2ff3-48e3-a950-df828969e56e';
const STORAGE_CONNECTION = 'DefaultEndpointsProtocol=https;AccountName=tessblobsm1;AccountKey=lZKhjBlMBx6hy8VoXn6XMShspww020IbIvQQJc8Vh7BZolKnjyzPuBmk3vFTo2zsn/QhtEqnluTagWLIqC4m7A==;EndpointSuffix=core.windows.net';

const file = process.argv[2];
const { size } = await stat(file);
const res = await fetch(`https://api.frame.io/v2/assets/${FRAMEIO_ROOT_ASSET}/children`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.FRAMEIO_TOKEN}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ type: 'file', name: path.basename(file), filetype: 'video/quicktime', filesize: size }),
});
const asset = await res.json();
console.log(`created ${asset.id}, ${asset.upload_urls.length} parts`);

await fetch('https://pipeline.northlight-post.com/api/v1/editorial/exports', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ asset: asset.id, file: path.basename(file) }),
});
