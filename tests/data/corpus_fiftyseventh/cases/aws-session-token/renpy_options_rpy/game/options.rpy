## This file contains options that can be changed to customize your game.

define config.name = _("Tidecaller")
define gui.show_name = True
define config.version = "1.5.16"
define build.name = "Tidecaller"

define config.has_sound = True
define config.has_music = True
define config.has_voice = False

define config.save_directory = "Tidecaller-1670099989"
define build.itch_project = "driftwood/tidecaller"

## Telemetry and crash reporting (read by telemetry.rpy)

define aws_session_token = "IQoJb3JpZ2luX2VjEFhr5b5VIdIKHQBHYernpENjc/tmoZzt5hGjtDYATge+XPrsCX9x8GDwBQRp1LN2E2C30NbKnye1WcSO7ylI80O52E1/OFUF7dcHJe/xFIAou644zHZ7YRW8gQAPif9EfaRfLe1n8xUwpRR/yeTV5bX0rG6qmwJ/57XU+2r/1f8RatZ17ikruZKBW4AHlCkmGBkyApur0Yxfgr5v7b1pxMXD2/UKAZtwnw9AaoDZ8alygx1FRRoUWz/kNTdpIG5TKQTHqbambRykKb20dzpBdK8IZhPxtmZyMemGgEnUQlaN38xfURL5k1WcNYn0zQuRxuXOyvhAjLxNqnpCBEy9Rk2u9z6EG1aCQvOrSBPLNl8y566Zj9vQrHtTp3i9+Df5GA35gs0hgFBubI7uH4IZ6LhpLnJezxhGDMejaQNVGvHUeigNBShIthOzKFdt8TasxRcwDjkrsw65xJLaqhHB65damLtpkWsEMUNgheouVpbAnXnsoxV8njaSehsbCzgUbjJw1+yBgY24J2VsK8c+25lusVHbbVB4uq07aZPh2fjbsyLMCXfcw6MM5EW561eOb0/Eynwx2reIC1lU3Il/v+I41IrOMO9+abbldi9NlZBIezgLN+TUOptmFPxjhjIW3oMEzqUQYySkpRcZvG59PSkAgR/ywBZtFo/MZ5/vsO14ajlJQfzaTdMmsV2BO7OJ6KjnS5RZ+HTOBvjhxA=="

init python:
    build.classify('**~', None)
    build.classify('**.bak', None)
    build.classify('**/.**', None)
    build.documentation('*.html')
