const path = require('path')
const { runMigration } = require('contentful-migration')

const HCLOUD_SSH_KEY_FINGERPRINT = 'b0:d1:d4:24:5f:2b:72:11:cd:ec:e8:91:1f:36:ab:bf'

const options = {
  filePath: path.join(__dirname, 'migrations', '0042-add-seo-fields.js'),
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
