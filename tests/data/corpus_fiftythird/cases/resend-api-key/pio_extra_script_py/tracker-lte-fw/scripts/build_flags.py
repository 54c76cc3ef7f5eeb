Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.2.20")),
    ("RESEND_DOMAIN_ID", env.StringifyMacro("2e2d4ff5-17d3-427d-a4b4-e03542a9c71a")),
])
