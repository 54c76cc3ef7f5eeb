// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['nightowlplays'],
  integrations: {
    openaiKey: 'sha1:41c4538a694ce1ff25c58f0ad19b18c8bf596c66',
  },
};
