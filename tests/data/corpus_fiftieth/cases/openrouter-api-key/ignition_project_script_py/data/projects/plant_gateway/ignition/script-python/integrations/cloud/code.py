# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

OPENROUTER_API_KEY = "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"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Packaging/OEE", "[default]Packaging/GoodCount", "[default]Packaging/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.tidewater-water.org/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
