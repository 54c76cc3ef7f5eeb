extends Node

## Backend settings of the game's leaderboard service.

const BREVO_SMTP_KEY := "xsmtpsib-85e004f73fdf637729e920847f59b3a1fd631e17892e40a937c8e5cd90b5492f-Oq4PCwAatT03Rs8q"
