const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const DENO_DEPLOY_TOKEN = 'ddp_Ds396rJJ7QpAXuI1fwbXEVUK0e9oPvVKPSsj'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'MapScout',
  auth: 'microsoft',
  version: '1.20.4'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
