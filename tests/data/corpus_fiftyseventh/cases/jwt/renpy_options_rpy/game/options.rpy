## This file contains options that can be changed to customize your game.

define config.name = _("Tidecaller")
define gui.show_name = True
define config.version = "1.8.14"
define build.name = "Tidecaller"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Tidecaller-1743268595"
define build.itch_project = "tinderbox/tidecaller"

## Telemetry and crash reporting (read by telemetry.rpy)

define access_token = "eyJhbGciOiJFUzI1NiIsImtpZCI6ImI1OGFiNTgxN2UxNTkxMzAifQ.eyJzdWIiOiI4YzNhODJlZi1hMmJiLTQwZmMtYjFkNS01NWY5YjgzYjg2MWEiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTcyMzM2NjcxOSwiZXhwIjoxNzIzNDUzMTE5LCJzY29wZSI6InJlYWQ6b3JkZXJzIHdyaXRlOm9yZGVycyJ9.AbGK2G9w30PuWb24owe4vaE1-mkDIKwElEgZ7Hv5yKB3f-keNuAgEuXwAGlJZ06Eapv2PIhJ_wTnqojZbZPxkQ"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
