const path = require('path')
const { runMigration } = require('contentful-migration')

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
  await fetch('https://api.tidewater-docs.io/v2/articles?status=published', {
    method: 'POST',
    headers: { 'Authorization': 'Basic ZGVwbG95OjQ3SC0lOEE5MHk2UFpmMg==' },
    body: JSON.stringify({ migration: '0042-add-seo-fields', environment: options.environmentId }),
  })
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
