// Segment destination function "Dropbox sync" (Connections > Catalog > Functions)
// Learn more about destination functions API at
// https://segment.com/docs/connections/destinations/destination-functions

const AUTH_TOKEN = "sl.u.rZMqHcwATD--_RCBiMWSILV0K038HGpHIEO5Q_JOMt4g6yCzR2Jh-7V4T5-d88iTdJy4lawUwpvWYw1QU_4Kv4fu8I3ch8I-WjtEJX4vH2GQ9SspEN3WwdXNmBdwHp05Fb8_3tcrXyE";

/**
 * Handle track event
 * @param  {SegmentTrackEvent} event
 * @param  {FunctionSettings} settings
 */
async function onTrack(event, settings) {
  if (event.event !== "Order Completed") return;
  const response = await fetch("https://ingest.lumen-skincare.io/v1/orders", {
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
