const path = require('path')
const { runMigration } = require('contentful-migration')

const SQUARE_TOKEN = 'EAAARj10wFSblEGP8UJ9W9xTKB6cGFHVYecRRJjxJ757zse5k2eSa8-pM5uEg_k3'

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
