extends Node

## Backend settings of the game's leaderboard service.

const AIRTABLE_TOKEN := "patwfiRD04fl9v6DY.fbc2c64dac39f50b794af8430c75693ab4ffb16b43e85418bc823c9622adb987"
