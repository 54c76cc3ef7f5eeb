## This file contains options that can be changed to customize your game.

define config.name = _("Tidecaller")
define gui.show_name = True
define config.version = "1.7.20"
define build.name = "Tidecaller"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Tidecaller-1675882365"
define build.itch_project = "redkite/tidecaller"

## Telemetry and crash reporting (read by telemetry.rpy)

define gh_user_access_token = "ghu_ZHyfPy9PSBHZIQsrjfIj3ennHM7x2N07JHBX"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
