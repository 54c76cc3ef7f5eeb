'use strict';

const Client = require('fhir-kit-client');

const OPENAI_SERVICE_ACCOUNT_KEY = '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';

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
