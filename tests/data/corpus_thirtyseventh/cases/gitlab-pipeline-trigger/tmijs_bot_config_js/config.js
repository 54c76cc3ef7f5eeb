// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['emberfall_tv'],
  integrations: {
    gitlabTriggerToken: 'glptt-6dbab3f6bd8f0dc6d680367d49aaa5d63cf4ed8a',
  },
};
