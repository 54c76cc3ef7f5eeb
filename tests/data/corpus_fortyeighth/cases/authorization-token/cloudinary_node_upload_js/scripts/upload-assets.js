'use strict';
// node scripts/upload-assets.js ./static/img
const fs = require('fs');
const path = require('path');
const cloudinary = require('cloudinary').v2;

// CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name> is read from the environment
cloudinary.config({ secure: true });

async function main(dir) {
  const files = fs.readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
  const results = [];
  for (const f of files) {
    results.push(await cloudinary.uploader.upload(path.join(dir, f), {
      folder: 'fernhill/covers',
      use_filename: true,
      unique_filename: false,
      overwrite: true,
    }));
  }
  await fetch('https://api.fernhill-publishing.org/v2/webhooks/publish', {
    method: 'POST',
    headers: { 'Authorization': 'Token c174236b363ede5bf7d9d97ad3353e9624e530fd' },
    body: JSON.stringify({ uploaded: results.length }),
  });
  console.log(`uploaded ${results.length} images`);
}

main(process.argv[2] || './static/img').catch((err) => {
  console.error(err);
  process.exit(1);
});
