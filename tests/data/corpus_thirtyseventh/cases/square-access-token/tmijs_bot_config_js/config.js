// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    SQUARE_TOKEN: 'EAAAv1eTiBIEMxm9c-jXzRdDFnoXxKKRrQlXrCO6GDSkw6OefoeMZ23672mV_H86',
  },
};