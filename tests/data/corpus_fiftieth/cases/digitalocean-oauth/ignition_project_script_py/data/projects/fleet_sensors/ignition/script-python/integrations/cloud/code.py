# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

DIGITALOCEAN_OAUTH_CLIENT_ID = "d34820e88b639fc711fa51d07b6240420b4c6d9266f54eb914a4b975fc889c5f"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Packaging/OEE", "[default]Packaging/GoodCount", "[default]Packaging/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.kestrel-automation.io/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
