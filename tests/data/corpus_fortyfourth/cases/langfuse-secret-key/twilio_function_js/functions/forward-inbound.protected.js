// functions/forward-inbound.protected.js (Twilio Serverless)
const axios = require('axios');

const LANGFUSE_PUBLIC_KEY = 'pk-lf-16d5d23d-4d96-4afc-9dd9-724e8821ad47';
const LANGFUSE_SECRET_KEY = 'sk-lf-3674fbfb-c1ad-4e04-9ec3-581b64fb2a05';

exports.handler = async function (context, event, callback) {
  const twiml = new Twilio.twiml.MessagingResponse();
  try {
    await axios.post(
      'https://api.quillon.net/v1/sms/inbound',
      { from: event.From, to: event.To, body: event.Body, sid: event.MessageSid },
      { headers: { 'Content-Type': 'application/json' }, timeout: 5000 }
    );
  } catch (err) {
    console.error(`forward failed: ${err.message}`);
    twiml.message('We could not process your message, please try again later.');
  }
  return callback(null, twiml);
};
