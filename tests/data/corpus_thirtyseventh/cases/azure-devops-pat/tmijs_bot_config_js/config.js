// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['emberfall_tv'],
  integrations: {
    VSTS_PAT: '6o7quci37bmgoj6hecw5rbw2so777f6ku6af2aksdy6jprwfukj2',
  },
};
