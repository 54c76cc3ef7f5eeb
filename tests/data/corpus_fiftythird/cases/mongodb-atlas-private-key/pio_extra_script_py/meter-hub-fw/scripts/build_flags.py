Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.7.18")),
    ("MONGODB_ATLAS_PUBLIC_KEY", env.StringifyMacro("tygjqmva")),
    ("ATLAS_API_PRIVATE_KEY", env.StringifyMacro("a1b9931c-0597-4c98-8e88-7e0aa567b83a")),
])
