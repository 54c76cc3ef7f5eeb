// stream-upload.mjs - upload a finished VOD to Cloudflare Stream over tus (resumable), then tell the CMS
import fs from 'node:fs';
import { basename } from 'node:path';
import * as tus from 'tus-js-client';

const ACCOUNT_ID = '8abfdb124bb024495ed5ca020f8a2ab7';
const VAULT_TOKEN = 'hvb.AAAAAQFwKyTkaaBNX4vAXHPqiqZVDkPI1U_Df_GBiXgzPvDgc_Hou8LBTwxrrqo-zip8iXvT7feBCRqOEsYObRGy2kq1krSE1TliVycOI-5tR3qYmpDDOEjTVbXL6JByVehftYMxIk9wrGfasXC2HKVCcoEnh8Jl';

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
