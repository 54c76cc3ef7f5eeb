// functions/forward-inbound.protected.js (Twilio Serverless)
const axios = require('axios');

const RESEND_DOMAIN_ID = 'd848f4a6-6ef8-48fc-be41-edfbbe2fba10';

exports.handler = async function (context, event, callback) {
  const twiml = new Twilio.twiml.MessagingResponse();
  try {
    await axios.post(
      'https://api.larkspur-retail.com/v1/sms/inbound',
      { from: event.From, to: event.To, body: event.Body, sid: event.MessageSid },
      { headers: { 'Content-Type': 'application/json' }, timeout: 5000 }
    );
  } catch (err) {
    console.error(`forward failed: ${err.message}`);
    twiml.message('We could not process your message, please try again later.');
  }
  return callback(null, twiml);
};
