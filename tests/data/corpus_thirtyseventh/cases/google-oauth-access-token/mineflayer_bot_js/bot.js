const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')

const API_KEY = 'ya29.a05D-9t3aYF99w7JxgZCgjEHR-bwStBO7yiElt4ib0jgEsn3quOwZ4mvKnSqSQOqXjwPTRHyn6G20nyMZKHx80hBDq1ooDDe2zwdxtdJB2liO309zoqW3JV1qS8bit1uHgDhqXiBfNkxJpYnscJ7YUp-6_5csmIXHWiF2rPWZ2ZpwpCLXxWz4NjAtdMmh'

const bot = mineflayer.createBot({
  host: 'play.pixelforge.gg',
  port: 25565,
  username: 'MapScout',
  auth: 'microsoft',
  version: '1.20.4'
})

bot.loadPlugin(pathfinder)

async function report (event) {
  console.log(`[scout] ${event}`)
}

bot.once('spawn', () => report('spawned'))
bot.on('kicked', reason => report('kicked: ' + reason))
bot.on('error', err => console.error(err))
