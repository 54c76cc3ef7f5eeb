'use strict';

const Client = require('fhir-kit-client');

const REFRESH_TOKEN = '1//0BeboAXxTd2kvHBGKa0N8x6jrXNY0a-olub8mpYQ0cpw1HN58eVgYnCb3xTWuSESC0gCd5he3Mbcq9uqaX9-XHlMntW4TUav3v1';

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
