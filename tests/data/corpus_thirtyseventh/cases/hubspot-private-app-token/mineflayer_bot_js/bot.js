const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const HUBSPOT_ACCESS_TOKEN = 'pat-eu1-78ebc6d8-f750-4b91-a826-bbdccf698946'

const bot = mineflayer.createBot({
  host: 'play.pixelforge.gg',
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
