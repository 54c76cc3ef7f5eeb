# -*- coding: utf-8 -*-

name = "halcyon_review"

version = "2.6.13"

authors = ["pipeline@halcyon-broadcast.tv"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.halcyon-broadcast.tv/api/v1"
    env.ELEVENLABS_KEY = "sk_a2542832796ce1cba2315cfcb1394e7189504b3e7db05733"
