const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const GH_REFRESH_TOKEN = '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'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'ShopKeeper',
  auth: 'microsoft',
  version: '1.20.5'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[scout] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))