// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['nightowlplays'],
  integrations: {
    stripeSecretKey: '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',
  },
};
