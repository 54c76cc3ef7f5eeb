## This file contains options that can be changed to customize your game.

define config.name = _("Cinderfall")
define gui.show_name = True
define config.version = "1.5.8"
define build.name = "Cinderfall"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Cinderfall-1677070801"
define build.itch_project = "moonshale/cinderfall"

## Telemetry and crash reporting (read by telemetry.rpy)

define sentry_org_auth_token = "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"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
