Import("env")

# extra_scripts = pre:scripts/build_flags.py  (platformio.ini, [env:nucleo_h743zi])
import os

env.Append(CPPDEFINES=[
    ("FW_VERSION", env.StringifyMacro("1.6.2")),
    ("GEM_HOST_API_KEY", env.StringifyMacro("rubygems_69625b935150e0fc1d5f7ee0a2fdd20433990bdc763e31ca")),
])
