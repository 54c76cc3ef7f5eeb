// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    SHOPIFY_ADMIN_ACCESS_TOKEN: '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',
  },
};
