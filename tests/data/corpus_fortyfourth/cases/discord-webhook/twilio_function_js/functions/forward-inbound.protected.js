// functions/forward-inbound.protected.js (Twilio Serverless)
const axios = require('axios');

const DISCORD_HOOK = 'https://discord.com/api/webhooks/0209884159773917078/3lUtuJdyQh8_Px9HsXFa5NAJ0X6CHQhFON8jTdgkYopeIS0VcazP-dyEQtM_Jai6wbtP';

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
