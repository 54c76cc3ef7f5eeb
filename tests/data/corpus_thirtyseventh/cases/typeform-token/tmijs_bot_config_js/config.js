// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['nightowlplays'],
  integrations: {
    TYPEFORM_FORM_ID: 'YS7rdNlJ',
  },
};
