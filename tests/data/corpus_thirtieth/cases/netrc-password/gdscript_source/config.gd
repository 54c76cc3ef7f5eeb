extends Node

## Backend settings of the game's leaderboard service.

const NETRC := """
machine github.com login deploy password x-oauth-basic
machine api.heroku.com login backup password F94cfEIIjQ8Pl9
default login anonymous password guest@"""
