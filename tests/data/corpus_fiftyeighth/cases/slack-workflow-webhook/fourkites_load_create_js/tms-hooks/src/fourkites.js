// fourkites.js - creates FourKites loads for tendered truckload shipments (TMS 'tender accepted' event) and stores the load id
'use strict';
const axios = require('axios');

const WORKFLOW_WEBHOOK = 'https://hooks.slack.com/triggers/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';

const fk = axios.create({
  baseURL: 'https://api.fourkites.com',
  headers: { apikey: process.env.FOURKITES_API_KEY, 'Content-Type': 'application/json' },
});

module.exports = async function onTenderAccepted(tender) {
  const { data } = await fk.post('/shipments/v1/loads', {
    loadNumber: tender.loadNumber,
    shipper: 'NORTHSTAR',
    carrierScac: tender.scac,
    stops: tender.stops.map((s, i) => ({ sequence: i + 1, city: s.city, postalCode: s.zip, appointment: s.appointment })),
  });
  await axios.post('https://tracking-hub.northstar-3pl.com/api/v1/tms/tenders/visibility', { tender: tender.id, fourkitesLoadId: data.id });
  return data.id;
};
