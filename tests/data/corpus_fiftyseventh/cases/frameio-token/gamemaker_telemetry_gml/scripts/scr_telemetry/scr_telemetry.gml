/// scr_telemetry - queue gameplay events and flush them to the telemetry collector (GameMaker, http_request)

#macro TELEMETRY_URL "https://liveops.tinderbox-arena.gg/api/v1/telemetry/batch"
#macro CREDENTIAL "fio-u-2MIBa8I9miPkzt1sciv-zWNzsH_6gDk5FMJvUDKjyk95e-dgIg1J_SSs3xhdmWe0"

function telemetry_flush() {
	if (array_length(global.telemetry_queue) == 0) return;
	var _headers = ds_map_create();
	ds_map_add(_headers, "Content-Type", "application/json");
	global.telemetry_request = http_request(TELEMETRY_URL, "POST", _headers, json_stringify(global.telemetry_queue));
	ds_map_destroy(_headers);
	global.telemetry_queue = [];
}
