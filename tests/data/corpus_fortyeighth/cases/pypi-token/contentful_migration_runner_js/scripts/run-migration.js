const path = require('path')
const { runMigration } = require('contentful-migration')

const PYPI_TOKEN = 'pypi-AgEIcHlwaS5vcmcCJGIwMzU0ODEyLTRhODItNDg4MC04ZTJlLTRiNWU5NzkyODAyMwACJXsicGVybWlzc2lvbnMiOiAidXNlciIsICJ2ZXJzaW9uIjogMX0AAAYg3auaCbB9Vt2ofPcTia-JvUEda2KWGxDTpiEHE4yA8Vc'

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
