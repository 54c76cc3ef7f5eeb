Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.8.13")),
    ("MAILCHIMP_API_KEY", env.StringifyMacro("a79d196ba1104f3f7026dcc66f872e39-us8")),
])
