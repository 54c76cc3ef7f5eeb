# -*- coding: utf-8 -*-

name = "halcyon_review"

version = "2.0.6"

authors = ["pipeline@halcyon-broadcast.tv"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.halcyon-broadcast.tv/api/v1"
    env.ACCESS_TOKEN = "glsoat-AztzNa3gFrgxqlsGTL06"
