const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const GITLAB_TRIGGER_TOKEN = 'glptt-ec02f8f422abe295d49dcc088d8dfae6b2a5b9da'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'MapScout',
  auth: 'microsoft',
  version: '1.20.5'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))