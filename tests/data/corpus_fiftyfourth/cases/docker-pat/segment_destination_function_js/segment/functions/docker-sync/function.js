// Segment destination function "Docker sync" (Connections > Catalog > Functions)
// Learn more about destination functions API at
// https://segment.com/docs/connections/destinations/destination-functions

const DOCKER_IMAGE_DIGEST = "sha256:bde4976e5214b00d0f05614dc5449ce007ec05592abc2d31f1eab43218ebddbc";

/**
 * Handle track event
 * @param  {SegmentTrackEvent} event
 * @param  {FunctionSettings} settings
 */
async function onTrack(event, settings) {
  if (event.event !== "Order Completed") return;
  const response = await fetch("https://ingest.kindred-coffee.co/v1/orders", {
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
