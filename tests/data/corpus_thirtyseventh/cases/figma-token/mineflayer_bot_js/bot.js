const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const FIGMA_ACCESS_TOKEN = 'figd_VQPQEeTVhA8qv2V7XxR8P79Xox3fZxtDdxCkDd6p'

const bot = mineflayer.createBot({
  host: 'play.cobaltcraft.net',
  port: 25565,
  username: 'MapScout',
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
