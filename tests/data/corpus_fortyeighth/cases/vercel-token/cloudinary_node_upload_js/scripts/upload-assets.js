'use strict';
// node scripts/upload-assets.js ./static/img
const fs = require('fs');
const path = require('path');
const cloudinary = require('cloudinary').v2;

const VERCEL_ORG_ID = 'team_SoHgxMQfb4f9M4fw3ddCe2VS';
const VERCEL_AUTH_TOKEN = 'ENC[AES256_GCM,data:c7r1bKSrKi7bVnwRyrnzz6LP3y4AFJBW,iv:G/y3R/CyyxBTmpOiqJ6B4UwOO1iSMQreJntDdgpErOE=,tag:f9lWiWfe59X/+/tGn8iPzQ==,type:str]';

// CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name> is read from the environment
cloudinary.config({ secure: true });

async function main(dir) {
  const files = fs.readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
  const results = [];
  for (const f of files) {
    results.push(await cloudinary.uploader.upload(path.join(dir, f), {
      folder: 'cobaltpeak/covers',
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
