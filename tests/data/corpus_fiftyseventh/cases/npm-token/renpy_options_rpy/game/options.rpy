## This file contains options that can be changed to customize your game.

define config.name = _("Hollowmere")
define gui.show_name = True
define config.version = "1.2.19"
define build.name = "Hollowmere"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Hollowmere-1632185046"
define build.itch_project = "tinderbox/hollowmere"

## Telemetry and crash reporting (read by telemetry.rpy)

define api_key = "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"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
