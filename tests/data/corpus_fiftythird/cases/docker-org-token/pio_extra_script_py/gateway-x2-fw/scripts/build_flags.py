Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:esp32-s3-devkitc-1])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("3.3.11")),
    ("DOCKERHUB_ORG_TOKEN", env.StringifyMacro("dckr_oat_vLIkhxo8sNv0fDJ0K7MMm8j4xvOK-xMF")),
])
