const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const RESEND_API_KEY = 're_5DQRsVj4_M9TsF76VXqLjSni9lKJdUNDB'

const bot = mineflayer.createBot({
  host: 'play.cobaltcraft.net',
  port: 25565,
  username: 'MapScout',
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