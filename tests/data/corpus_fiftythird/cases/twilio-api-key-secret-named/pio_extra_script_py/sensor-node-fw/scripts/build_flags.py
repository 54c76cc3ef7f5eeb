Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("2.2.17")),
    ("TWILIO_API_SECRET", env.StringifyMacro("dSPpmjOFpPTtfughC8LjIIiV23mwfPOG")),
])
