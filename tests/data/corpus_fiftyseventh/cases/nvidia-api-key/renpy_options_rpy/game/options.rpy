## This file contains options that can be changed to customize your game.

define config.name = _("Skyreach")
define gui.show_name = True
define config.version = "1.4.1"
define build.name = "Skyreach"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Skyreach-1722660390"
define build.itch_project = "moonshale/skyreach"

## Telemetry and crash reporting (read by telemetry.rpy)

define nim_api_key = "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"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
