const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const SERVICEBUS_SAS_KEY_NAME = 'relay-send'

const bot = mineflayer.createBot({
  host: 'play.emberfall.gg',
  port: 25565,
  username: 'AfkBot',
  auth: 'microsoft',
  version: '1.20.4'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[scout] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
