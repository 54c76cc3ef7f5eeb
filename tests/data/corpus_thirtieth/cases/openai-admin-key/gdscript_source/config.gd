extends Node

## Backend settings of the game's leaderboard service.

const OPENAI_ADMIN_KEY := "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"
