const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const ASSEMBLYAI_API_TOKEN = '4c5f435c70333b0174a2f7a16a921e4d'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'ShopKeeper',
  auth: 'microsoft',
  version: '1.20.2'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
