## This file contains options that can be changed to customize your game.

define config.name = _("Cinderfall")
define gui.show_name = True
define config.version = "1.6.9"
define build.name = "Cinderfall"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Cinderfall-1638411638"
define build.itch_project = "quillstone/cinderfall"

## Telemetry and crash reporting (read by telemetry.rpy)

define alibaba_cloud_access_key_id = "LTAI6TlFDxn3XDmqVzt0gBTU"
define alibaba_cloud_access_key_secret = "LXQgbKCJf1MtSIdpmLP7OwuLx9Btq4"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
