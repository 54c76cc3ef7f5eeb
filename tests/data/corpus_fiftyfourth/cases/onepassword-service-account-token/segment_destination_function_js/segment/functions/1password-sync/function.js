// Segment destination function "1password sync" (Connections > Catalog > Functions)
// Learn more about destination functions API at
// https://segment.com/docs/connections/destinations/destination-functions

const OP_SERVICE_ACCOUNT_TOKEN = "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6IndaajRuUVQyeG1OeDBRMkJ5cTJ2WHkifSwiZW1haWwiOiIzZ2Q4bXRqOTBxc3E3QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiZGFiY2ZkNGYyMTEzNzNjNmZlYmU4Y2M3NzVmMDdiZjM3NGVlMTU4NTcyMDZiYTQ4NDgyOTg5NDhkYWNhOTE1ZiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiWTl4OHBiUzA2Q1VmUllJdmIzeGRET3REczJ0QmJHU2tadnRpTU9YLVBraiIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtOENOTkRGLUlQMjhTRy1PUFQ3Vy01UjI3Ty1KRzVKNC1JVUlCRSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiI2N2M5NmFiYmJkNjRkN2FkNjViNDM3MmE0YTljODg1MTQwYTAxMjIzODUzYTEwZjliODQzYjAyNmQxYzBlZmZmIiwidXVpZCI6IktSTjNSUkRUTkk3R1A2WThaV0tGUUhSSUtYIn0sImRldmljZVV1aWQiOiJnZ2M3bDVzNjI4OGU1NWxhZW05a2s2aXQ1NyJ9";

/**
 * Handle track event
 * @param  {SegmentTrackEvent} event
 * @param  {FunctionSettings} settings
 */
async function onTrack(event, settings) {
  if (event.event !== "Order Completed") return;
  const response = await fetch("https://ingest.brightloop-outdoor.com/v1/orders", {
    method: "POST",
    headers: {
      "Content-Type": "application/json"
    },
    body: JSON.stringify({ order: event.properties.order_id, total: event.properties.total })
  });
  if (response.status >= 500 || response.status === 429) {
    throw new RetryError(`Failed with ${response.status}`);
  }
}
