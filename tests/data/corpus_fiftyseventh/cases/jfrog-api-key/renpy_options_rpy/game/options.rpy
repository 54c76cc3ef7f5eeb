## This file contains options that can be changed to customize your game.

define config.name = _("Tidecaller")
define gui.show_name = True
define config.version = "1.2.12"
define build.name = "Tidecaller"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Tidecaller-1746654427"
define build.itch_project = "tinderbox/tidecaller"

## Telemetry and crash reporting (read by telemetry.rpy)

define jfrog_api_key = "AKCp5rkkvRoJ7uuyM65NQnfSiHsqgb2dvskfZq4apziEUslN3MFrG0AB9fsTyd9THH36xKgxA"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
