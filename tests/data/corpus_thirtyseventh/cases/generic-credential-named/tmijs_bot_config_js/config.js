// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    SECRET_KEY_BASE: '0CQ9bOVqFHQNpvB6H0x1rQztkQp2/MKY/aB64Vyq2XU=',
  },
};