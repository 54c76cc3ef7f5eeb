## This file contains options that can be changed to customize your game.

define config.name = _("Skyreach")
define gui.show_name = True
define config.version = "1.1.13"
define build.name = "Skyreach"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Skyreach-1660204776"
define build.itch_project = "moonshale/skyreach"

## Telemetry and crash reporting (read by telemetry.rpy)

define shopify_api_password = "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"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
