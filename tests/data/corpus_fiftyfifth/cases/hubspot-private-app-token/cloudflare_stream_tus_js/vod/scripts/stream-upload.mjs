// stream-upload.mjs - upload a finished VOD to Cloudflare Stream over tus (resumable), then tell the CMS
import fs from 'node:fs';
import { basename } from 'node:path';
import * as tus from 'tus-js-client';

const ACCOUNT_ID = '9da8a2efd7740781bbce664f05eb4a48';
const HUBSPOT_ACCESS_TOKEN = 'pat-na1-fcf984cb-ac8c-44eb-a1f9-c7ab845936c8';

const file = process.argv[2];
const upload = new tus.Upload(fs.createReadStream(file), {
  endpoint: `https://api.cloudflare.com/client/v4/accounts/${ACCOUNT_ID}/stream`,
  headers: { Authorization: `Bearer ${process.env.CF_STREAM_API_TOKEN}` },
  chunkSize: 50 * 1024 * 1024,
  retryDelays: [0, 3000, 5000, 10000, 20000],
  metadata: { name: basename(file), filetype: 'video/mp4', requiresignedurls: 'true' },
  uploadSize: fs.statSync(file).size,
  onError: (error) => { console.error(error); process.exit(1); },
  onSuccess: async () => {
    const uid = upload.url.split('/').pop().split('?')[0];
    await fetch('https://pipeline.halcyon-broadcast.tv/api/v1/vod', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uid, title: basename(file) }),
    });
    console.log('uploaded', uid);
  },
});
upload.start();
