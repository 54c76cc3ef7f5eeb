const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const SONARCLOUD_TOKEN = '4598cfdf9224ea686faaf8d9d6c41da43d800eef'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'AfkBot',
  auth: 'microsoft',
  version: '1.20.3'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
