'use strict';
// sendForSignature.js - sends an engagement letter for signature with the DocuSign eSignature Node SDK (JWT grant)

const docusign = require('docusign-esign');
const fs = require('fs');

const AZURE_STORAGE_CONNECTION_STRING = 'DefaultEndpointsProtocol=https;AccountName=tessblobk4g;AccountKey=n6u6TXf8g8EYIqSQmJTuB28lH8Ac4P8+iYKkCL9Rio7PzYVhFQAVM/nFtimo4SZ42f0IWNEWeglvpBchdXIBEw==;EndpointSuffix=core.windows.net';

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
  await fetch('https://efiling.eastbrook-legalaid.org/api/v1/intake/envelopes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ envelopeId: res.envelopeId, signerEmail }),
  });
  return res.envelopeId;
}

module.exports = { send };
