const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const NODE_AUTH_TOKEN = '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'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'AfkBot',
  auth: 'microsoft',
  version: '1.20.6'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[scout] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
