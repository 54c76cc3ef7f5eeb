// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['nightowlplays'],
  integrations: {
    CI_COMMIT_SHA: 'e96682c15eb2090f26a7e69595d47c29fefde13e',
  },
};
