# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

ACCESS_TOKEN = "ya29.a01XOivgEtpInyE4flRNI4P5SBSaLpzKAdXyEaCw2ICRFG4C-bEDzwNL_G6ekZjFhIddnbqpzW-7NKX3QG7BUeC3l64wSUryCyJ2lO47KlDKZr28M0bae-RVcEpOSk0s0y7KNvIfxgkGToUKR4_BdAOQ6eB9"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Substation-7/OEE", "[default]Substation-7/GoodCount", "[default]Substation-7/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.kestrel-automation.io/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
