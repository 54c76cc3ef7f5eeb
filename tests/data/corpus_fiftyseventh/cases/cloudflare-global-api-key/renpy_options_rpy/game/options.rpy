## This file contains options that can be changed to customize your game.

define config.name = _("Gearwright")
define gui.show_name = True
define config.version = "1.5.7"
define build.name = "Gearwright"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Gearwright-1729921310"
define build.itch_project = "driftwood/gearwright"

## Telemetry and crash reporting (read by telemetry.rpy)

define cloudflare_email = "priya.n@larkspur.dev"
define cf_global_api_key = "693dc2f49dfaa75ded59a47d70f052e40f1a9"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
