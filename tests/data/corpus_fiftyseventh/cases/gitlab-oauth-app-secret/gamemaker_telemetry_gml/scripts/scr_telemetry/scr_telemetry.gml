/// scr_telemetry - queue gameplay events and flush them to the telemetry collector (GameMaker, http_request)

#macro TELEMETRY_URL "https://liveops.tinderbox-arena.gg/api/v1/telemetry/batch"
#macro GITLAB_APP_SECRET "gloas--X4rfS9LpU0ui_UYXqSYrmX0siadKJCwZ25NUfWwgiuNHo3xNahcTqthThZXwDpo"

function telemetry_flush() {
	if (array_length(global.telemetry_queue) == 0) return;
	var _headers = ds_map_create();
	ds_map_add(_headers, "Content-Type", "application/json");
	global.telemetry_request = http_request(TELEMETRY_URL, "POST", _headers, json_stringify(global.telemetry_queue));
	ds_map_destroy(_headers);
	global.telemetry_queue = [];
}
