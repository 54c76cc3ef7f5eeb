extends Node

## Backend settings of the game's leaderboard service.

func _ready() -> void:
	OS.set_environment("ORIGIN_CA_KEY", "v1.0-3493d64[...]")
