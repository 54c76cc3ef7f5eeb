Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.2.0")),
    ("SLACK_APP_TOKEN", env.StringifyMacro(os.environ["SLACK_APP_TOKEN"])),
])
