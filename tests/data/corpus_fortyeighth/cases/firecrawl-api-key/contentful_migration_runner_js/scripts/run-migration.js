const path = require('path')
const { runMigration } = require('contentful-migration')

const FIRECRAWL_API_KEY = 'fc-16a3e463776e1a03c3dc921fe374e3c1'

const options = {
  filePath: path.join(__dirname, 'migrations', '0058-rename-hero-image.js'),
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
