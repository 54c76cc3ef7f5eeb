// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['emberfall_tv'],
  integrations: {
    googleClientId: '205883068760-le15d27yvxvs28mhzj6wvl7jwpkmoitd.apps.googleusercontent.com',
    GOOGLE_OAUTH_SECRET: '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',
  },
};
