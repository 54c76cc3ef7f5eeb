const path = require('path')
const { runMigration } = require('contentful-migration')

const ATLAS_CLIENT_ID = 'mdb_sa_id_f520b1f5220cb0a4c512ae11'
const ATLAS_CLIENT_SECRET = 'mdb_sa_sk_t3F2uvzSApdaIWqioO1p8ePxSGm1Igz3beFeLsiy'

const options = {
  filePath: path.join(__dirname, 'migrations', '0017-split-author-name.js'),
  spaceId: process.env.CONTENTFUL_SPACE_ID,
  accessToken: process.env.CONTENTFUL_MANAGEMENT_TOKEN,
  environmentId: process.env.CONTENTFUL_ENVIRONMENT || 'staging',
  yes: true,
}

async function main() {
  await runMigration(options)
  console.log('Migration Done!')
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
