// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    newRelicQueryKey: 'NRIQ-Qc-b4H3iTutGhx_l92tZxtCMpDKOqnfC',
  },
};
