// upload-to-frameio.mjs - push the nightly editorial export to the Frame.io review project (Node 20)
import { stat } from 'node:fs/promises';
import path from 'node:path';

const FRAMEIO_ROOT_ASSET = 'a1081ae8-2f41-4042-b1e4-1dd71216a8f6';
const JIRA_EMAIL = 'etl_reader@kestrelworks.io';
const ATLASSIAN_API_TOKEN = 'ATATT3xFfGF0vTtSds0b-bIXeV9NmEWaHLkAxCPc72hn8FC5NNHYDNxOaUGws_Mq0q_u06-oOj48ed4FbAWiJBsECjsM6dW8pLx2KwEHvOmy2i7eDMUsqUyosE0-EDxKZPA48TWKk4JmxitlwR_ih27GxPuQ6ArCm4biP9KfsUEbecerCBj5Q_R=4719B297';

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
