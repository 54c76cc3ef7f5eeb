// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['emberfall_tv'],
  integrations: {
    composerAuth: {"gitlab-token":{"gitlab.com":"process.env.COMPOSER_AUTH_TOKEN"}},
  },
};
