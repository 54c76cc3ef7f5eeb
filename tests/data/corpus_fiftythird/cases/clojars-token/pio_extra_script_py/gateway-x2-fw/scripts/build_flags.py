Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("2.3.1")),
    ("CLOJARS_USERNAME", env.StringifyMacro("kestrelworks")),
])
