# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

PAYPAL_CLIENT_ID = "A5BDPpiOpdUP46wj6B0UUjypwsU1XAoWtzD4WUc-OXGJSWLDuyHgBAxb--qIbUw9PVBJ1OgqTbhLdddh"
PAYPAL_REST_SECRET = "EZWaLg3H8r7amxmCt2kCIpTMTGAD8Wk00M0ZKbVkF5_9jEyyY7h8xypzVArKv27hmfYzevpj8evtStUu"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Line3/OEE", "[default]Line3/GoodCount", "[default]Line3/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.tidewater-water.org/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
