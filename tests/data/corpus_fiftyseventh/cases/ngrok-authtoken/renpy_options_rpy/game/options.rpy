## This file contains options that can be changed to customize your game.

define config.name = _("Skyreach")
define gui.show_name = True
define config.version = "1.3.18"
define build.name = "Skyreach"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Skyreach-1645531341"
define build.itch_project = "redkite/skyreach"

## Telemetry and crash reporting (read by telemetry.rpy)

define ngrok_authtoken = "sha512-eh2AGWpBacs9Xk8OjgBRAEbHqF6Tv6Pfo2Vsf8U6k9wJoLEOed21BBW4t4O35ElHSG2U5O6F6BqmoFQ9NPjVxw=="

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
