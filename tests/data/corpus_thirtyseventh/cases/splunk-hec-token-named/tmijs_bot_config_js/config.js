// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['nightowlplays'],
  integrations: {
    HEC_AUTH_TOKEN: 'sha256:d1ceb08fad2d5b4b7785964aa797b49afcccf4c300ba745992a03b91baf05963',
  },
};
