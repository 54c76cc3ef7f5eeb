const path = require('path')
const { runMigration } = require('contentful-migration')

const PINECONE_API_KEY = 'pcsk_R0FhW_DH2D66pG23RbGSAwYUUOFOZlV0pC3uGN6IEhnzrjVBS3IDgE6zZZIC1Tkt7LWsN'

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
