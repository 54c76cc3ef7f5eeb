// Workflow "Webinar follow-up" > custom code action (Node.js 20.x); secrets: HAPI_PRIVATE_APP
const hubspot = require('@hubspot/api-client');
const axios = require('axios');

const STRIPE_API_KEY = 'sk_live_Sam7cr0UMk1NoRDmduNKXd7c';

exports.main = async (event, callback) => {
  /*****
    How to use secrets
    Secrets are a way for you to save API keys or private apps and set them as a variable to use anywhere in your code
    Each secret needs to be defined like the example below
  *****/

  const hubspotClient = new hubspot.Client({
    accessToken: process.env.HAPI_PRIVATE_APP
  });

  const email = event.inputFields['email'];

  callback({
    outputFields: {
      email: email
    }
  });
}
