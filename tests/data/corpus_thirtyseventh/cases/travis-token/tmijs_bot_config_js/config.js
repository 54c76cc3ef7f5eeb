// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    TRAVIS_ACCESS_TOKEN: 'sha512-8zGn4pylypnRKqGGOZNbkGWRkTOIJUFBsNHAOb9VT89IS8khX9NIVIo9LaPV1UfzWYQSsDeCdroeEvJD0tuOOA==',
  },
};