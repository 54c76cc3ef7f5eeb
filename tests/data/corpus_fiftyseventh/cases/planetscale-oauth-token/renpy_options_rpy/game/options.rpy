## This file contains options that can be changed to customize your game.

define config.name = _("Gearwright")
define gui.show_name = True
define config.version = "1.5.1"
define build.name = "Gearwright"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Gearwright-1679395246"
define build.itch_project = "tinderbox/gearwright"

## Telemetry and crash reporting (read by telemetry.rpy)

define planetscale_oauth_token = "pscale_oauth_FDLNJLciNroVuWH3gwem_N6p49Bogy9DBBlkCvRt9k7"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
