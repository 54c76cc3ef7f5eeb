const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const STATUS_URL = 'https://api.kestrelworks.io/v1/events'

const bot = mineflayer.createBot({
  host: 'play.emberfall.gg',
  port: 25565,
  username: 'MapScout',
  auth: 'microsoft',
  version: '1.20.4'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  await fetch(STATUS_URL, {
    method: 'POST',
    headers: {
      'Authorization': 'Bearer 7e6d84f353e5f62504c6e4e45b6970338810150afd922e9c961d4832118ada11',
      'Content-Type': 'application/json'
    },
    body: JSON.stringify({ event, at: Date.now() })
  })
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
