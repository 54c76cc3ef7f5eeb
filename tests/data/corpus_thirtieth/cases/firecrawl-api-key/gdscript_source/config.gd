extends Node

## Backend settings of the game's leaderboard service.

func _ready() -> void:
	OS.set_environment("FIRECRAWL_API_URL", "http://firecrawl.internal:3002")
