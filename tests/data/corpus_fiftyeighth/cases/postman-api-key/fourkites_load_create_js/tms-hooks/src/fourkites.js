// fourkites.js - creates FourKites loads for tendered truckload shipments (TMS 'tender accepted' event) and stores the load id
'use strict';
const axios = require('axios');

const POSTMAN_API_KEY = 'PMAK-001a2c7b4fe0bac7eacc1e72-8d4b2970d3c9c91039cda90021befe44b8';

const fk = axios.create({
  baseURL: 'https://api.fourkites.com',
  headers: { apikey: process.env.FOURKITES_API_KEY, 'Content-Type': 'application/json' },
});

module.exports = async function onTenderAccepted(tender) {
  const { data } = await fk.post('/shipments/v1/loads', {
    loadNumber: tender.loadNumber,
    shipper: 'TIDEWELL',
    carrierScac: tender.scac,
    stops: tender.stops.map((s, i) => ({ sequence: i + 1, city: s.city, postalCode: s.zip, appointment: s.appointment })),
  });
  await axios.post('https://rate-shop.tidewell-shipping.com/api/v1/tms/tenders/visibility', { tender: tender.id, fourkitesLoadId: data.id });
  return data.id;
};
