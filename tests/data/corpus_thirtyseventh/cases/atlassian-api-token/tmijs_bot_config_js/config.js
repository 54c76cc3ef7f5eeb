// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['pixelforge'],
  integrations: {
    jiraEmail: 'jdoe@kestrelworks.io',
    authToken: 'ATATT3xFfGF02Yj7aWuvNOecfnbJxW0OFfE_4WS7NWBDMjc_XL3IrgywA_iOCjplR-nSpY6JSgUOQ6GTWUk9A292Jro9dlVPBFKiFFu39n8nYLweEIXuZxp5iOg6hOEUF3K1v39vlswBbVd7_v04Valnfr3FZgaABZSD-69I5M8afaaYsTGRZ53=44A5C322',
  },
};
