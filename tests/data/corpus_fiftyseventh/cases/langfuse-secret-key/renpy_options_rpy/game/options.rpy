## This file contains options that can be changed to customize your game.

define config.name = _("Gearwright")
define gui.show_name = True
define config.version = "1.7.18"
define build.name = "Gearwright"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Gearwright-1671774237"
define build.itch_project = "redkite/gearwright"

## Telemetry and crash reporting (read by telemetry.rpy)

define langfuse_public_key = "pk-lf-3c07f2fd-a7d3-410e-b9e2-c60342e2a8e0"
define langfuse_secret_key = "sk-lf-02c04e53-69f7-4e7e-8325-4a4ba9d365b0"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
