# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

ATLASSIAN_CLOUD_ID = "10e533e0-6fb3-4bc9-8f6f-3af26d0404f2"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Tank-farm/OEE", "[default]Tank-farm/GoodCount", "[default]Tank-farm/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.cobaltpeak-mining.ca/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
