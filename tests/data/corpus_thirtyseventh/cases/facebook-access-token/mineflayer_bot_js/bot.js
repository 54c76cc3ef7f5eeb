const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const FACEBOOK_APP_ID = '2071213409024475'

const bot = mineflayer.createBot({
  host: 'play.emberfall.gg',
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
