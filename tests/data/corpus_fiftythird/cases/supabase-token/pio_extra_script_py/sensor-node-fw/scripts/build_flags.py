Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.7.4")),
    ("AUTH_TOKEN", env.StringifyMacro("sbp_7a6c067a6e97e0cccced730de3de8a18e18f8a12")),
])
