const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const VAULT_TOKEN = 'hvs.CAESINmWjQRSRrfkzR1wdt6tca26N94jfBUNdf6JHrDl1OV2Gh4KHGh2cy5ieVZWc2xvQk9qemVxTU9PWk9hSk9tTGI'

const bot = mineflayer.createBot({
  host: 'play.cobaltcraft.net',
  port: 25565,
  username: 'AfkBot',
  auth: 'microsoft',
  version: '1.20.3'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[scout] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
