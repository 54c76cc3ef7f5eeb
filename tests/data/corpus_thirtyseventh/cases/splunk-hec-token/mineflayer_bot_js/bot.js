const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const STATUS_URL = 'https://api.kestrelworks.io/v1/events'

const bot = mineflayer.createBot({
  host: 'play.blockhaven.net',
  port: 25565,
  username: 'ShopKeeper',
  auth: 'microsoft',
  version: '1.20.4'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  await fetch(STATUS_URL, {
    method: 'POST',
    headers: {
      'Authorization': 'Splunk B278781C-134F-4D55-8148-C17B28F03EAA',
      'Content-Type': 'application/json'
    },
    body: JSON.stringify({ event, at: Date.now() })
  })
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
