// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['emberfall_tv'],
  integrations: {
    oktaOrgUrl: 'https://larkspur-dev.okta.com',
    OKTA_TOKEN: '00OnlaRwh7pXz6azeg2rmty0d2FfYvMzPu5ZqLWDIa',
  },
};
