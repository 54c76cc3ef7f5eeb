const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const GC_TOKEN = 'glc_eyJvIjoiODY5MjE4NiIsIm4iOiJhbGxveS1wcm9kLXdyaXRlIiwiayI6Ik1yQ2ZleWFOWUhoUGRkUERqb3E0Tmd2dCIsIm0iOnsiciI6InByb2QtdXMtZWFzdC0wIn19'

const bot = mineflayer.createBot({
  host: 'play.pixelforge.gg',
  port: 25565,
  username: 'AfkBot',
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
