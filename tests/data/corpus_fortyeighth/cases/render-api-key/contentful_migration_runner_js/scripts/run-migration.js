const path = require('path')
const { runMigration } = require('contentful-migration')

const ACCESS_TOKEN = 'rnd_4P89J7JpSEDdjYCdSAe5w1od'

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
