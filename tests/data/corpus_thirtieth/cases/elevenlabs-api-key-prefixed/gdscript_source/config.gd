extends Node

## Backend settings of the game's leaderboard service.

const ELEVENLABS_API_KEY := "sk_8f20266f5bdfac01cf83c3330d6b876ccf069e36c6b7fb95"
