# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

PERPLEXITY_API_KEY = "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"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Wwtp-east/OEE", "[default]Wwtp-east/GoodCount", "[default]Wwtp-east/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.cobaltpeak-mining.ca/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
