/// scr_telemetry - queue gameplay events and flush them to the telemetry collector (GameMaker, http_request)

#macro TELEMETRY_URL "https://liveops.emberfall-games.com/api/v1/telemetry/batch"
#macro BREVO_SMTP_KEY "xsmtpsib-445fcdfd535e0d73cfb2b63c708a5dac63ef819083b6e28a11935e316f2a939e-Fun49I06xboN5Krj"

function telemetry_flush() {
	if (array_length(global.telemetry_queue) == 0) return;
	var _headers = ds_map_create();
	ds_map_add(_headers, "Content-Type", "application/json");
	global.telemetry_request = http_request(TELEMETRY_URL, "POST", _headers, json_stringify(global.telemetry_queue));
	ds_map_destroy(_headers);
	global.telemetry_queue = [];
}
