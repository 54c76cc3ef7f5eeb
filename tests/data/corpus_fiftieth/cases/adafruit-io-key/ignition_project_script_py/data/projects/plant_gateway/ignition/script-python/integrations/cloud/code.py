# Project library script: integrations.cloud
# Called by the gateway timer event "push_kpis" (fixed rate, 60000 ms).
logger = system.util.getLogger("integrations.cloud")

AIO_USERNAME = "m_okafor"
ADAFRUIT_IO_KEY = "aio_YsQ4X8d2oImQOTsMqtCqMwdRgISX"


def pushKpis():
	tags = system.tag.readBlocking(["[default]Line3/OEE", "[default]Line3/GoodCount", "[default]Line3/State"])
	payload = system.util.jsonEncode({"oee": tags[0].value, "good": tags[1].value, "state": tags[2].value})
	client = system.net.httpClient(timeout=5000)
	resp = client.post("https://ingest.northwind-grid.com/v1/kpis", data=payload, headers={"Content-Type": "application/json"})
	if not resp.good:
		logger.warnf("KPI push failed: %s", resp.statusCode)
