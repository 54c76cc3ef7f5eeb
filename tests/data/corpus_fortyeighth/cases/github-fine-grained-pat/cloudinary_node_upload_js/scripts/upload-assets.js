'use strict';
// node scripts/upload-assets.js ./static/img
const fs = require('fs');
const path = require('path');
const cloudinary = require('cloudinary').v2;

const GITHUB_TOKEN = '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';

// CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name> is read from the environment
cloudinary.config({ secure: true });

async function main(dir) {
  const files = fs.readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
  const results = [];
  for (const f of files) {
    results.push(await cloudinary.uploader.upload(path.join(dir, f), {
      folder: 'fernhill/authors',
      use_filename: true,
      unique_filename: false,
      overwrite: true,
    }));
  }
  console.log(`uploaded ${results.length} images`);
}

main(process.argv[2] || './static/img').catch((err) => {
  console.error(err);
  process.exit(1);
});
