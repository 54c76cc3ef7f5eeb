extends Node

## Backend settings of the game's leaderboard service.

const SLACK_BOT_OAUTH_TOKEN := "xoxb-8520630039123-1939955054859-uA8SMV6DGVIm4tD0z1DgTcZg"
