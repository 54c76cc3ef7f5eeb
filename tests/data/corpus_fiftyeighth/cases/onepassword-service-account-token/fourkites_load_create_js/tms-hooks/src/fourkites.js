// fourkites.js - creates FourKites loads for tendered truckload shipments (TMS 'tender accepted' event) and stores the load id
'use strict';
const axios = require('axios');

const OP_SERVICE_ACCOUNT_TOKEN = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Im5hZE40WDlyVUY0WW1hZVpQOVdDVTQifSwiZW1haWwiOiJoNnN0cWNkMnd1cXZ3QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiYThjOWUxZGI0Yzk1ZWEzMzc5OTQ1OWYyNDM2Y2FlMjkxMTM5ZmQxNDBjODgwYmEzNzQzY2M0YjAzYTEzMTc4OCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiZ2JkX3hWdGlPeUktRmpxRExjRnkyVFFoNEpLcXMtbGhubDRzdTdqMnEwNCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtSUdKTk0zLUlMRFVKNi1RVEtVWS1QSkpGUy1RVjRWUS02M0dKOCIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJiOTc4MjA2NzIxZmExODc5NWY4NTg4OWYyYjk0MGZmNmVmYzg3ODZkM2M1Y2VmNmQ2YjEwMzkyYWNkOTllMDE5IiwidXVpZCI6IlZPQzVMNUNBNFRYSDc3WE9FSU9JWk45NEc0In0sImRldmljZVV1aWQiOiJnaTAxdnoyNW93bGpmZm5xeWNqa201bm4zZCJ9';

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
  await axios.post('https://rate-shop.meridian-fleet.net/api/v1/tms/tenders/visibility', { tender: tender.id, fourkitesLoadId: data.id });
  return data.id;
};
