'use strict';

const Client = require('fhir-kit-client');

const ACCESS_TOKEN = 'ya29.a0baFAMTXvtk9Kd9NvUQMJjqrCEF9s9knItzDBAQdzilyJpLk-JsVZSr4HHjicv5TDNXd0NM35mzn4dqnsqOGGl-0jf9XWUgUrxBuaqY59Na5l_obQZ1QwSzVSyE_GuUmEjRsqUXSyvERbJjL0kMYvMw4zdm';

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
