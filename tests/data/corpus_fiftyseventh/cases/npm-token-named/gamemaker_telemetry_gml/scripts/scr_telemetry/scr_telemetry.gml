/// scr_telemetry - queue gameplay events and flush them to the telemetry collector (GameMaker, http_request)

#macro TELEMETRY_URL "https://liveops.lanternworks.gg/api/v1/telemetry/batch"
#macro NODE_AUTH_TOKEN "42c98f5b-8590-4e55-b1a6-ffd5c5739d00"

function telemetry_flush() {
	if (array_length(global.telemetry_queue) == 0) return;
	var _headers = ds_map_create();
	ds_map_add(_headers, "Content-Type", "application/json");
	global.telemetry_request = http_request(TELEMETRY_URL, "POST", _headers, json_stringify(global.telemetry_queue));
	ds_map_destroy(_headers);
	global.telemetry_queue = [];
}
