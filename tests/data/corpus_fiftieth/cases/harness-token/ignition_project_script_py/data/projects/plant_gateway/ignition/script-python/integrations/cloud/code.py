# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

HARNESS_PLATFORM_API_KEY = "sat.SscHttcI_g1WEpWrC_aFC9.9015b9478309eb7083c7edca.dJ6ul6sFrByl6o2F5SD2"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Wwtp-east/OEE", "[default]Wwtp-east/GoodCount", "[default]Wwtp-east/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.fernhill-utilities.net/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
