'use strict';

const Client = require('fhir-kit-client');

const AIO_USERNAME = 'jdoe';
const ADAFRUIT_KEY = 'aio_2dyazUDL6UiiXPPMcuYSb1SjYM6v';

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
