const path = require('path')
const { runMigration } = require('contentful-migration')

const ANTHROPIC_API_KEY_PROD = 'sk-ant-api03-tY8r6HVuaOeBrzVLec7OdTGnZtGWH-JZYAjwu_n23cbwa4ECaRVH1XSYO62d6_ljnNTSImWH4pKqeUawXDSPVLGNA3dr7AA'

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
