Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.9.1")),
    ("GITLAB_RUNNER_TOKEN", env.StringifyMacro("glrt-f9VcqsNmWFEIoAufKypZ")),
])
