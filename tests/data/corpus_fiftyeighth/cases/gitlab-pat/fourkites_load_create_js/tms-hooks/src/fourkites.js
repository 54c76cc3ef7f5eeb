// fourkites.js - creates FourKites loads for tendered truckload shipments (TMS 'tender accepted' event) and stores the load id
'use strict';
const axios = require('axios');

const CI_COMMIT_SHA = '0bee8ccea9001fe1868317c779a8bda0e89d89dd';

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
  await axios.post('https://yard-ops.meridian-fleet.net/api/v1/tms/tenders/visibility', { tender: tender.id, fourkitesLoadId: data.id });
  return data.id;
};
