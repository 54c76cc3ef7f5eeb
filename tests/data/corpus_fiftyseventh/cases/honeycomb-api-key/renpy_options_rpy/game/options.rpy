## This file contains options that can be changed to customize your game.

define config.name = _("Ironbloom")
define gui.show_name = True
define config.version = "1.8.18"
define build.name = "Ironbloom"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Ironbloom-1614550112"
define build.itch_project = "redkite/ironbloom"

## Telemetry and crash reporting (read by telemetry.rpy)

define honeycomb_dataset = "orders-api"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
