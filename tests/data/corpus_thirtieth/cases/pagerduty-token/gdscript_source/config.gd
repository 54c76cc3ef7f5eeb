extends Node

## Backend settings of the game's leaderboard service.

func _ready() -> void:
	OS.set_environment("PAGERDUTY_INTEGRATION_KEY", "u+y_EosZGoM7j5OFtOGX")
