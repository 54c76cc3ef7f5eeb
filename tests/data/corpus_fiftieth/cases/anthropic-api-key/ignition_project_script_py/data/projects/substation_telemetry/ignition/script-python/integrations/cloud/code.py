# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

ANTHROPIC_API_KEY = "sk-ant-api03-e6c_nOyqi-hEQeeJMY78LaU_z-c3rDGyBsu7H-EnimhdFn9ZuTX6Uxiv4L-z6yZkOYPYtRD34Robg09wCqlbhPTZ0vSHYAA"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Line3/OEE", "[default]Line3/GoodCount", "[default]Line3/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.tidewater-water.org/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
