const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const DO_PAT = 'dop_v1_bc4058c01ab15f1959a969e772fe93b27cde8320e679bb6f1032b95d79e4dcda'

const bot = mineflayer.createBot({
  host: 'play.cobaltcraft.net',
  port: 25565,
  username: 'AfkBot',
  auth: 'microsoft',
  version: '1.20.6'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))