// functions/forward-inbound.protected.js (Twilio Serverless)
const axios = require('axios');

const MAXMIND_ACCOUNT_ID = '399009';
const MAXMIND_LICENSE_KEY = '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';

exports.handler = async function (context, event, callback) {
  const twiml = new Twilio.twiml.MessagingResponse();
  try {
    await axios.post(
      'https://api.cobaltpeak.ca/v1/sms/inbound',
      { from: event.From, to: event.To, body: event.Body, sid: event.MessageSid },
      { headers: { 'Content-Type': 'application/json' }, timeout: 5000 }
    );
  } catch (err) {
    console.error(`forward failed: ${err.message}`);
    twiml.message('We could not process your message, please try again later.');
  }
  return callback(null, twiml);
};
