## This file contains options that can be changed to customize your game.

define config.name = _("Gearwright")
define gui.show_name = True
define config.version = "1.5.3"
define build.name = "Gearwright"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Gearwright-1641544050"
define build.itch_project = "emberfall/gearwright"

## Telemetry and crash reporting (read by telemetry.rpy)

define twilio_api_secret = "XFu8prWjaDGXV6E3WUoi6QViYEPY4e5b"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
