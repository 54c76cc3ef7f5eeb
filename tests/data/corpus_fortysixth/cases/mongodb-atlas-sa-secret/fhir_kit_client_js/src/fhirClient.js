'use strict';

const Client = require('fhir-kit-client');

const ATLAS_CLIENT_ID = 'mdb_sa_id_276d3003d46c5ace1a4a9b6a';
const MONGODB_ATLAS_CLIENT_SECRET = 'mdb_sa_sk_y4sp02BzHbdDIfuIX2YsSKlRvpPwlWTfI9NVYwVL';

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
