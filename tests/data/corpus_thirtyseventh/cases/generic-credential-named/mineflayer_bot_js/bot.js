const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const REFRESH_TOKEN_TTL = '2592000'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'ShopKeeper',
  auth: 'microsoft',
  version: '1.20.5'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[afk] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
