const path = require('path')
const { runMigration } = require('contentful-migration')

const SHOPIFY_CLIENT_ID = 'db9ad1d9a739ccb0bed1f01677780d76'
const API_KEY = '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'

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
