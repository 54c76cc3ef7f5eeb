// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    TOGETHER_API_KEY: 'tgp_v1_KIb92Qwxg6iURUeFHUWP5M1O4IjyV1PC21TmY07UlbZ',
  },
};
