const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const VAULT_RECOVERY_TOKEN = process.env.VAULT_RECOVERY_TOKEN

const bot = mineflayer.createBot({
  host: 'play.pixelforge.gg',
  port: 25565,
  username: 'AfkBot',
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