extends Node

## Backend settings of the game's leaderboard service.

func _ready() -> void:
	OS.set_environment("FEATURE_FLAG_TOKEN", "glffct-FKqaQxp_ocQgmNUC0oZQ")
