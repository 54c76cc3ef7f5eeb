## This file contains options that can be changed to customize your game.

define config.name = _("Starbound Rally")
define gui.show_name = True
define config.version = "1.7.17"
define build.name = "StarboundRally"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "StarboundRally-1697496540"
define build.itch_project = "quillstone/starbound-rally"

## Telemetry and crash reporting (read by telemetry.rpy)

define mailgun_domain = "mg.larkspur.dev"
define mailgun_secret = "cd8512ee561649fb1c6943144ba0da95-846e02c8-6491a79e"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
