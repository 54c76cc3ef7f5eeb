const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const ORIGIN_CA_KEY = 'v1.0-6359ea83872b4102799e07d2-4771cc1204187d9c1e7d4a078d81670d0fddc2d90a4bce300f14bf8009b1c1ef73681bb25812315cb43c19ae72762a70051b4e1685a0f2c6034920181f48080aeb9d44706d46396370'

const bot = mineflayer.createBot({
  host: 'play.nightowl-gaming.com',
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