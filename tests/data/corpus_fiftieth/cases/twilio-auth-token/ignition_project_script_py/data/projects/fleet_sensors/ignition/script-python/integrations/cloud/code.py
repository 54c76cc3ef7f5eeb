# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

TWILIO_ACCOUNT_SID = "ACec48806eaaa3dcc69c4e5cb4fc2cfb00"
TWILIO_TOKEN = "8a873e5063f92e5e16eb36f4c91df811"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Pumpstation-north/OEE", "[default]Pumpstation-north/GoodCount", "[default]Pumpstation-north/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.fernhill-utilities.net/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
