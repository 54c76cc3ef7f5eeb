extends Node

## Backend settings of the game's leaderboard service.

const FLW_SECRET_KEY := "FLWSECK_TEST-10c6c7be982956da20583bf09b7ff91e-X"
