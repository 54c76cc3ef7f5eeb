// functions/forward-inbound.protected.js (Twilio Serverless)
const axios = require('axios');

const DOCKER_IMAGE_DIGEST = 'sha256:904d46d139ad004ae96fee2bc9109b69ece373ee0d007e55da2605dc444060b9';

exports.handler = async function (context, event, callback) {
  const twiml = new Twilio.twiml.MessagingResponse();
  try {
    await axios.post(
      'https://api.fernhill-foods.com/v1/sms/inbound',
      { from: event.From, to: event.To, body: event.Body, sid: event.MessageSid },
      { headers: { 'Content-Type': 'application/json' }, timeout: 5000 }
    );
  } catch (err) {
    console.error(`forward failed: ${err.message}`);
    twiml.message('We could not process your message, please try again later.');
  }
  return callback(null, twiml);
};
