## This file contains options that can be changed to customize your game.

define config.name = _("Cinderfall")
define gui.show_name = True
define config.version = "1.3.3"
define build.name = "Cinderfall"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Cinderfall-1604619581"
define build.itch_project = "emberfall/cinderfall"

## Telemetry and crash reporting (read by telemetry.rpy)

define shippo_api_token = "shippo_test_572c91b86fa67a423c0e57b5527636608e700210"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
