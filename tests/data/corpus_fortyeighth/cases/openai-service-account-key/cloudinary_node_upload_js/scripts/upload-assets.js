'use strict';
// node scripts/upload-assets.js ./static/img
const fs = require('fs');
const path = require('path');
const cloudinary = require('cloudinary').v2;

const OPENAI_APIKEY = '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';

// CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name> is read from the environment
cloudinary.config({ secure: true });

async function main(dir) {
  const files = fs.readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
  const results = [];
  for (const f of files) {
    results.push(await cloudinary.uploader.upload(path.join(dir, f), {
      folder: 'tidewater/articles',
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
