'use strict';

const Client = require('fhir-kit-client');

const SLACK_CONFIG_ACCESS_TOKEN = 'xoxe.xoxp-1-lu2BgYeFKprbfb805VcmigsicyCQQy2vFx5lDFmV2lKhmFd0GxqvOVTAYriBGi1MHpOF83bdP2ALmTHwxfEwx01CxSu96aPnq0QSdSTtVn6pe6c1z9EfHrT17MzHM8EFBamZqVy7dpRcNiH91dBZ0o9qcz3YdZwenTqE';

const fhirClient = new Client({
  baseUrl: 'https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d',
  customHeaders: { Accept: 'application/fhir+json' },
});

async function activeMedications(patientId) {
  return fhirClient.search({ resourceType: 'MedicationRequest', searchParams: { patient: patientId, status: 'active' } });
}

module.exports = { fhirClient, activeMedications };
