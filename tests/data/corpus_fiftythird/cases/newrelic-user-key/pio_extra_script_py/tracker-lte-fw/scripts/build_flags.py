Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.1.4")),
    ("NEWRELIC_API_KEY", env.StringifyMacro("NRAK-D6EVS569BTA3ODK1OGGNRXH8MD5")),
])
