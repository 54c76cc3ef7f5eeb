const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const OPENAI_ADMIN_KEY = process.env.OPENAI_ADMIN_KEY

const bot = mineflayer.createBot({
  host: 'play.cobaltcraft.net',
  port: 25565,
  username: 'ShopKeeper',
  auth: 'microsoft',
  version: '1.20.3'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
