// Segment destination function "Brevo sync" (Connections > Catalog > Functions)
// Learn more about destination functions API at
// https://segment.com/docs/connections/destinations/destination-functions

const BREVO_API_KEY = "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";

/**
 * Handle track event
 * @param  {SegmentTrackEvent} event
 * @param  {FunctionSettings} settings
 */
async function onTrack(event, settings) {
  if (event.event !== "Order Completed") return;
  const response = await fetch("https://ingest.northpeak-apparel.com/v1/orders", {
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
