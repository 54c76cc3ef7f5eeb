# -*- coding: utf-8 -*-

name = "bluefin_review"

version = "2.0.7"

authors = ["pipeline@bluefin-vfx.io"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.bluefin-vfx.io/api/v1"
    env.DYNATRACE_ENV_URL = "https://rou08388.live.dynatrace.com"
