const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const ZENDESK_EMAIL = 'priya.n@kestrelworks.io/token'
const ZENDESK_SUBDOMAIN = 'kestrelworks'
const ZENDESK_API_TOKEN = '66JXnLADQl6mK4gmF1p3rTQYD4zDpijjSpBHwilM'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'ShopKeeper',
  auth: 'microsoft',
  version: '1.20.4'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
