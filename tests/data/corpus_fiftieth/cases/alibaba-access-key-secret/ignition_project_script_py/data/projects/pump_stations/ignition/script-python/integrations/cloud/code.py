# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAIv8GIsmdMpa80hEYWlpcX"
OSS_ACCESS_KEY_SECRET = "LMDD0mRF1qjtNGl092Y0MZ9srp3lID"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Wwtp-east/OEE", "[default]Wwtp-east/GoodCount", "[default]Wwtp-east/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.kestrel-automation.io/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
