## This file contains options that can be changed to customize your game.

define config.name = _("Ironbloom")
define gui.show_name = True
define config.version = "1.0.0"
define build.name = "Ironbloom"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Ironbloom-1648747691"
define build.itch_project = "moonshale/ironbloom"

## Telemetry and crash reporting (read by telemetry.rpy)

define anthropic_api_key = "sk-ant-api03-LLxrV058mX25WCzhcXhvnqgZB_vD7UjjlfH0wU7I90oNI_KM-5M_NoZMEmqCdnJXYth0EQwARkgYgQb_MaYGRsyW5jgXoAA"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
