const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const RENDER_TOKEN = 'rnd_PZjzrHopG3A1hWZZqovJQscQ'

const bot = mineflayer.createBot({
  host: 'play.frostbyte.host',
  port: 25565,
  username: 'AfkBot',
  auth: 'microsoft',
  version: '1.20.1'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))