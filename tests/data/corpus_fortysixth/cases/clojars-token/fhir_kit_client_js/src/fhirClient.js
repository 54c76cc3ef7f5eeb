'use strict';

const Client = require('fhir-kit-client');

const CLOJARS_PASSWORD = 'CLOJARS_8e39ab6ee353f57d46ce3e123a1616c7c4a8dcec590f3087958f62855c24';

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
