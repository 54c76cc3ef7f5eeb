'use strict';

const Client = require('fhir-kit-client');

const SECRET = process.env.CLOUDFLARE_ORIGIN_CA_KEY;

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
