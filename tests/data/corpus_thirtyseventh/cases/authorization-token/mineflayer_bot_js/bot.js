const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const STATUS_URL = 'https://gw.tidewater.com/v1/status'

const bot = mineflayer.createBot({
  host: 'play.nightowl-gaming.com',
  port: 25565,
  username: 'AfkBot',
  auth: 'microsoft',
  version: '1.20.2'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  await fetch(STATUS_URL, {
    method: 'POST',
    headers: {
      'Authorization': 'Api-Key cLxOp8IqI95QENYs93MM59pkNLYcCHACKrJY23UF',
      'Content-Type': 'application/json'
    },
    body: JSON.stringify({ event, at: Date.now() })
  })
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
