## This file contains options that can be changed to customize your game.

define config.name = _("Gearwright")
define gui.show_name = True
define config.version = "1.2.19"
define build.name = "Gearwright"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Gearwright-1613012067"
define build.itch_project = "quillstone/gearwright"

## Telemetry and crash reporting (read by telemetry.rpy)

define codecov_token = "ec57dec9-db5b-450b-91f0-6c4218bd03c5"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
