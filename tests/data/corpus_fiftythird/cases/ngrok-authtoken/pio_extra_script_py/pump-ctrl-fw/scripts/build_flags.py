Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.4.16")),
    ("NGROK_API_KEY", env.StringifyMacro(os.environ["NGROK_AUTHTOKEN"])),
])
