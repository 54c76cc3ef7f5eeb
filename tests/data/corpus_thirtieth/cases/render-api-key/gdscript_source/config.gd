extends Node

## Backend settings of the game's leaderboard service.

const RENDER_API_KEY := "rnd_W3LYzOJ1mGB2a6vWaQf5m3hM"
