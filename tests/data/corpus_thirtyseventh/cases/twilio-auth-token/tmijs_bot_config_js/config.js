// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['emberfall_tv'],
  integrations: {
    twilioAccountSid: 'AC29802f4975d14c069e03439f9f59dba0',
    TWILIO_AUTHTOKEN: '36a0e99a52fef277eab8c7c697576716',
  },
};
