Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("2.9.10")),
    ("API_TOKEN", env.StringifyMacro("pat-na1-d70c0b4c-e862-451b-aa9e-3939cb693aea")),
])
