// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    apiKey: 'WPA3t2itxAH4Tp.atlasv1.7cJvnGbjbiLJpBTgEhn7whe6F9fajcoQLQNPkq7AEde5aI5q61SKzYx44iiz1G3oEy1',
  },
};
