Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:adafruit_feather_nrf52840])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("2.7.10")),
    ("REPLICATE_MODEL_VERSION", env.StringifyMacro("c88d89d1d64f59dfd177975e315bd70f9e1b0d56c3d20e70d6cd03cdb1edecc4")),
])
