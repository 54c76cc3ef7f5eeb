'use strict';
// node scripts/upload-assets.js ./static/img
const fs = require('fs');
const path = require('path');
const cloudinary = require('cloudinary').v2;

const OP_SERVICE_ACCOUNT_TOKEN = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6InJxOEtfNGhhdjZLN2QtMlc0RVkxZlMifSwiZW1haWwiOiJsMTJua3ZoZ3doZGM4QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiZmZkYTg3ODUxZGQ0NzY3Zjc1MjllMmM0OGM5MjFjMzAzNmVmNDliNmE5ZDRlODA3M2MyNjJiOTA3NzNiOGJjYyIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiQ0JWclNRSWFyb1EyYjFlcklLU3F0WHlOM0lvdG82S2dDUURsS2JtWXBNSCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtR0Q2WVpQLVVFQVBJTy1SV1VQQS1GSzMySi1CUFlOSy1JUFZWUyIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiI0YzEzMGQ4NzU5ODUxZjY0MWIzM2QzMTBhMTQwNTMzMWU3OWE3NGM5YzM2ZWRhMTAwNjFlZTRmODQxYTU0ZWZjIiwidXVpZCI6IkRYMVBBMkVWRVA1SFVJV1hNODBTREk3VlZLIn0sImRldmljZVV1aWQiOiJid3VzaDBucGRtZXNqYXExMGNqZzlxNXF3cyJ9';

// CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name> is read from the environment
cloudinary.config({ secure: true });

async function main(dir) {
  const files = fs.readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
  const results = [];
  for (const f of files) {
    results.push(await cloudinary.uploader.upload(path.join(dir, f), {
      folder: 'quillon/authors',
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
