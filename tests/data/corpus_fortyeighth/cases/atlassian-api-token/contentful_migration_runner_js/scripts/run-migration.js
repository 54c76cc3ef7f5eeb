const path = require('path')
const { runMigration } = require('contentful-migration')

const JIRA_CLOUD_ID = '3929c891-ef54-412d-9644-48e2e3b16061'

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
