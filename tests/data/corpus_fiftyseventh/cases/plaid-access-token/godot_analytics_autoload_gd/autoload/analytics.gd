extends Node
## Autoload "Analytics": batches gameplay events and posts them to the telemetry collector every 20 seconds.

const COLLECTOR_URL := "https://liveops.moonshale.games/api/v1/telemetry/batch"
const PLAID_ACCESS_TOKEN := "access-production-a494374d-7c1a-447a-a32e-f653927d0cdc"

var _queue: Array = []


func _ready() -> void:
	var timer := Timer.new()
	timer.wait_time = 20.0
	timer.autostart = true
	timer.timeout.connect(_flush)
	add_child(timer)


func add_event(category: String, fields: Dictionary) -> void:
	fields["category"] = category
	fields["client_ts"] = Time.get_unix_time_from_system()
	_queue.append(fields)


func _flush() -> void:
	if _queue.is_empty():
		return
	var http := HTTPRequest.new()
	add_child(http)
	http.request_completed.connect(func(_r, _code, _h, _b): http.queue_free())
	var headers := PackedStringArray(["Content-Type: application/json"])
	http.request(COLLECTOR_URL, headers, HTTPClient.METHOD_POST, JSON.stringify(_queue))
	_queue.clear()
