// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['nightowlplays'],
  integrations: {
    CIRCLECI_CLI_TOKEN: 'CCIPAT_eOqblcTxtcio2ZKpAopLNY_f51fa59db1ad4654cc5cc2271be3ef8c6fc4de6f',
  },
};