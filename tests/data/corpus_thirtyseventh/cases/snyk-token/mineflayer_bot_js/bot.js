const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const SNYK_AUTH_TOKEN = '4505f636-d1cd-4376-8213-27328da5c421'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'ShopKeeper',
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
