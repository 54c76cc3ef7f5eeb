// Segment destination function "MongodbAtlas sync" (Connections > Catalog > Functions)
// Learn more about destination functions API at
// https://segment.com/docs/connections/destinations/destination-functions

const MONGODB_ATLAS_CLIENT_ID = "mdb_sa_id_804fed87b9a13154258cddb9";

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
