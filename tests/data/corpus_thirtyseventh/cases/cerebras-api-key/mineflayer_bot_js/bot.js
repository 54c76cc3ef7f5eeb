const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const API_TOKEN = 'csk-7spfdl962w9qumcsts8rl1kkyg74vl68igih26kn1hc8naqn'

const bot = mineflayer.createBot({
  host: 'play.emberfall.gg',
  port: 25565,
  username: 'MapScout',
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
