extends Node

## Backend settings of the game's leaderboard service.

func _ready() -> void:
	OS.set_environment("POSTMAN_API_KEY", "PMAK-e61f248[...]")
