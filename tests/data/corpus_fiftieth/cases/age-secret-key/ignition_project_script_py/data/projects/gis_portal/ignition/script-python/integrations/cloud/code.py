# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

AGE_IDENTITY = "AGE-SECRET-KEY-1S0VQ5RELUYHTNCM7XLRQNSCKC4TTYLGGMW2UTJUJGM648ECM040SLYXVW3"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Wwtp-east/OEE", "[default]Wwtp-east/GoodCount", "[default]Wwtp-east/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.tidewater-water.org/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
