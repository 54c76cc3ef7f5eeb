// upload-to-frameio.mjs - push the nightly editorial export to the Frame.io review project (Node 20)
import { stat } from 'node:fs/promises';
import path from 'node:path';

const FRAMEIO_ROOT_ASSET = '761e823e-f5d5-4124-b1ee-6668ebbf6a81';
const EXPORT_URL = 'https://tessbackups.blob.core.windows.net/media/logo.png?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-11-21T05:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=VEU0%2BZFMzFjMnvbzXpPq4XKLMzDWrul80Te6u9wdC2Y%3D';

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
