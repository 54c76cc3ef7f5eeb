// upload-to-frameio.mjs - push the nightly editorial export to the Frame.io review project (Node 20)
import { stat } from 'node:fs/promises';
import path from 'node:path';

const FRAMEIO_ROOT_ASSET = '53855285-4c43-4a16-9181-f662630227b9';
const INSTAGRAM_ACCESS_TOKEN = 'EAAGgTSUx9fF44NV8mfUTyF9ZLmKGtJ9P9PwCqGHntXoraoICW7WRIUViRuSXSjF9DQODmhVGiwm3VAJl6QtGHddkvinVeMNu9RtjWk8dlTyG6lG9vlqHtB8mREcDQo3LZiNjD2Lm9TOXu36q0CAdCLnOXD2nFIi7ioRMLX4ug09ZwSWrxyo';

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
