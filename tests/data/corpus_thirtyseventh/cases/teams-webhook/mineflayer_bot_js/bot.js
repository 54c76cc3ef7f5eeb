const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const TEAMS_TENANT_ID = 'f660829b-f934-45ab-a124-0a759e76a5ea'

const bot = mineflayer.createBot({
  host: 'play.cobaltcraft.net',
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
