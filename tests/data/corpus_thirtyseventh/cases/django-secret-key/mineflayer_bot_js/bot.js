const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const DJANGO_SECRET_KEY = 'django-insecure-kz(7dc_*7s-91z@po=k6i$02+)_wm-b9+@q#qcg99g!t3=ip=-'

const bot = mineflayer.createBot({
  host: 'play.frostbyte.host',
  port: 25565,
  username: 'MapScout',
  auth: 'microsoft',
  version: '1.20.5'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[shop] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
