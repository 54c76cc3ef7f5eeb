// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    mongodbAtlasPublicKey: 'wolntimn',
    MONGODB_ATLAS_PRIVATE_API_KEY: '5308c16c-e6b0-435f-9759-bfdd48397fd4',
  },
};
