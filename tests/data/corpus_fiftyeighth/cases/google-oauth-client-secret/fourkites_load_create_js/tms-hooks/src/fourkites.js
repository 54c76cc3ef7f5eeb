// fourkites.js - creates FourKites loads for tendered truckload shipments (TMS 'tender accepted' event) and stores the load id
'use strict';
const axios = require('axios');

const GOOGLE_CLIENT_ID = '920534487873-rf0e7zoywia0tnplg9wy9e90fyr3ets9.apps.googleusercontent.com';
const AUTH_GOOGLE_SECRET = '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';

const fk = axios.create({
  baseURL: 'https://api.fourkites.com',
  headers: { apikey: process.env.FOURKITES_API_KEY, 'Content-Type': 'application/json' },
});

module.exports = async function onTenderAccepted(tender) {
  const { data } = await fk.post('/shipments/v1/loads', {
    loadNumber: tender.loadNumber,
    shipper: 'MERIDIAN',
    carrierScac: tender.scac,
    stops: tender.stops.map((s, i) => ({ sequence: i + 1, city: s.city, postalCode: s.zip, appointment: s.appointment })),
  });
  await axios.post('https://carrier-gateway.meridian-fleet.net/api/v1/tms/tenders/visibility', { tender: tender.id, fourkitesLoadId: data.id });
  return data.id;
};
