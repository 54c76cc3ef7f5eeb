// Workflow "Webinar follow-up" > custom code action (Node.js 20.x); secrets: HAPI_PRIVATE_APP
const hubspot = require('@hubspot/api-client');
const axios = require('axios');

const OP_SERVICE_ACCOUNT_TOKEN = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Iks5NUdSU3pOQ2k4bHVvQXdLd04zV1UifSwiZW1haWwiOiJraXV3ZThsOW1yODVqQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiZGQ3NWU3YWQ3Y2RmMTEyNTEyZTlkNmYxYjUzZmEzMGM1NTUxNjBmOWU5ZmExZDQ4NWExNTUwMmY0Mzc0Yjc3NCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoibWFoaVdjM0xQOU5OemNJRl9hZUFRUkdfU2xPMUVzOEpHTGlLY3NvbWJ0TSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtTFlaQ0VNLUNaTTdJMC1WVlNXQy1QTDZOVS1TNUZLQi1DMEExNyIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIwZmM0NDVmYzQ0Y2IyZDQ2NWZhN2JhODg3YTk1YzI0ZGJmNTU3ZTMyOWFlMWQ2YzFjMTU3MWQ1NjJkY2Q1NGY2IiwidXVpZCI6Ik5WTlZIQ1Q1S1oxTk80S0xCTllBQjlVMFlPIn0sImRldmljZVV1aWQiOiJxdXlwbm1uMnRlNDltcTJxZHp4Z2hjOWdzdiJ9';

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
