// functions/forward-inbound.protected.js (Twilio Serverless)
const axios = require('axios');

const SENTRY_DSN = 'https://d7e8751f868ae750b0d74d35e04b1476@o2400621.ingest.de.sentry.io/4509713026819046';

exports.handler = async function (context, event, callback) {
  const twiml = new Twilio.twiml.MessagingResponse();
  try {
    await axios.post(
      'https://api.kestrel-telecom.io/v1/sms/inbound',
      { from: event.From, to: event.To, body: event.Body, sid: event.MessageSid },
      { headers: { 'Content-Type': 'application/json' }, timeout: 5000 }
    );
  } catch (err) {
    console.error(`forward failed: ${err.message}`);
    twiml.message('We could not process your message, please try again later.');
  }
  return callback(null, twiml);
};
