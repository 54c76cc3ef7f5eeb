const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const LANGFUSE_PUBLIC_KEY = 'pk-lf-b5fa3297-8de2-456e-8e0b-e6555b15570b'
const TOKEN = 'sk-lf-bd5751f9-58aa-47ed-b483-1c6bca35a5fd'

const bot = mineflayer.createBot({
  host: 'play.nightowl-gaming.com',
  port: 25565,
  username: 'MapScout',
  auth: 'microsoft',
  version: '1.20.3'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[afk] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
