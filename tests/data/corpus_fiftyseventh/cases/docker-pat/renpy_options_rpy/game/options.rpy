## This file contains options that can be changed to customize your game.

define config.name = _("Hollowmere")
define gui.show_name = True
define config.version = "1.6.2"
define build.name = "Hollowmere"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Hollowmere-1649729792"
define build.itch_project = "redkite/hollowmere"

## Telemetry and crash reporting (read by telemetry.rpy)

define docker_username = "backup"
define secret = "dckr_pat_hkNWfRsz54IkpdjagvNo5q6wI3f"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
