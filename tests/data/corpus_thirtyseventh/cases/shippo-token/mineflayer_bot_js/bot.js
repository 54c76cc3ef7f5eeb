const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const SHIPPO_API_TOKEN = 'shippo_live_66a498c296c8160ed9a9af938c5fbe6f04b710af'

const bot = mineflayer.createBot({
  host: 'play.pixelforge.gg',
  port: 25565,
  username: 'ShopKeeper',
  auth: 'microsoft',
  version: '1.20.4'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[afk] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
