# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

SLACK_BOT_OAUTH_TOKEN = system.tag.readBlocking(["[default]Secrets/SLACK_BOT_TOKEN"])[0].value


def pushKpis():
	tags = system.tag.readBlocking(["[default]Tank-farm/OEE", "[default]Tank-farm/GoodCount", "[default]Tank-farm/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.larkspur-agritech.com/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
