/// scr_telemetry - queue gameplay events and flush them to the telemetry collector (GameMaker, http_request)

#macro TELEMETRY_URL "https://liveops.lanternworks.gg/api/v1/telemetry/batch"
#macro AUTH_TOKEN "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0OGI3ZGQ4MS0xODU1LTQ2MmMtOGQ5Yy04Mzg3ZjRlODdmZjkiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTcyMTcwODA1MywiZXhwIjoxNzIxNzA4OTUzLCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.Aw8LH1ztPLqe9deUmNJ1R1ckpCRHjRGUYO9diAEtIwE"

function telemetry_flush() {
	if (array_length(global.telemetry_queue) == 0) return;
	var _headers = ds_map_create();
	ds_map_add(_headers, "Content-Type", "application/json");
	global.telemetry_request = http_request(TELEMETRY_URL, "POST", _headers, json_stringify(global.telemetry_queue));
	ds_map_destroy(_headers);
	global.telemetry_queue = [];
}
