extends Node

## Backend settings of the game's leaderboard service.

func _ready() -> void:
	OS.set_environment("LD_SDK_KEY", "api-9d664447-1f3d-46e3-a741-c0cfe040fd21")
