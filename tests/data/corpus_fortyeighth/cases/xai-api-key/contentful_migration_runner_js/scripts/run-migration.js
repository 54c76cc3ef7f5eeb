const path = require('path')
const { runMigration } = require('contentful-migration')

const XAI_MODEL = 'grok-3-mini'

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
