const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const ALIBABA_CLOUD_ACCESS_KEY_ID = 'LTAIRmL90AvQrGtLTMBOBaWU'
const ALIBABA_CLOUD_ACCESS_KEY_SECRET = 'jJBwxJST90mq6Zx085wTWHiUN4fxGR'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
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