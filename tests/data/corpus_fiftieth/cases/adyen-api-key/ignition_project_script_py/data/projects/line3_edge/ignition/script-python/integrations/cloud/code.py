# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

ADYEN_API_KEY_LIVE = "AQEibKu75PWp68/GfsDd9dQkfV5DkPNK+X27a/kzVNvOdm1NdQNLlGkhUpz9U/+R7FqZf863M=-YnSJuQJUSJxMv/aHwQ8utcNrBI0GETZLpeMZr0NEaP0=-aBo2hewuM.Akssk5"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Pumpstation-north/OEE", "[default]Pumpstation-north/GoodCount", "[default]Pumpstation-north/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.kestrel-automation.io/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
