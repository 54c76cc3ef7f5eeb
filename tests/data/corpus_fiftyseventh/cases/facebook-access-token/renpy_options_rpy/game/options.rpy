## This file contains options that can be changed to customize your game.

define config.name = _("Hollowmere")
define gui.show_name = True
define config.version = "1.1.12"
define build.name = "Hollowmere"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Hollowmere-1629337956"
define build.itch_project = "emberfall/hollowmere"

## Telemetry and crash reporting (read by telemetry.rpy)

define fb_page_access_token = "EAAGkjGyiqL8vV59ROUJgrb9zd1VwqOLzHyWyerM8KVVwQLpPgQgQflZ8K3LflJvunMBOdPz9ZZHflZFletM3a0mkREdGRTtblcuhy2PvzBCrq0RnFGpDmlwoSTmPYK2M5pjITuLSRrtTVm7JMgGfe6C0d91Z"

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
