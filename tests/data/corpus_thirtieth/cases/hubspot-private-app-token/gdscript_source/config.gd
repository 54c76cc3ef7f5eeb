extends Node

## Backend settings of the game's leaderboard service.

const HUBSPOT_PRIVATE_APP_TOKEN := "pat-eu1-01e0ae67-0f07-4ee1-ac28-d7c3406a36d6"
