## This file contains options that can be changed to customize your game.

define config.name = _("Cinderfall")
define gui.show_name = True
define config.version = "1.2.17"
define build.name = "Cinderfall"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Cinderfall-1646521077"
define build.itch_project = "tinderbox/cinderfall"

## Telemetry and crash reporting (read by telemetry.rpy)

define deno_deploy_token = "ddw_JJo3JdWYOUea016i0o3aRhQhGJHTdSvCBD1Q"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
