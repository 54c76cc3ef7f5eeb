// functions/forward-inbound.protected.js (Twilio Serverless)
const axios = require('axios');

const CONNECTION_STRINGS__SQL = 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=inventory;Persist Security Info=False;User ID=jdoe;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;';

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
