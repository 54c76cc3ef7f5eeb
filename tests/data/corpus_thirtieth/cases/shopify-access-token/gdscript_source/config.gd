extends Node

## Backend settings of the game's leaderboard service.

func _ready() -> void:
	OS.set_environment("SHOPIFY_ADMIN_API_ACCESS_TOKEN", "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")
