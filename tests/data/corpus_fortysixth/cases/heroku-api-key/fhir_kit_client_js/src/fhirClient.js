'use strict';

const Client = require('fhir-kit-client');

const HEROKU_SLUG_COMMIT = '9c4ba178f0182b354901adf05b03efb94f78a09c';

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
