const path = require('path')
const { runMigration } = require('contentful-migration')

const SONARCLOUD_TOKEN = 'fd639e4650e957ba7f80ea55f051513660c442ca'

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
