# -*- coding: utf-8 -*-

name = "paperkite_review"

version = "2.0.0"

authors = ["pipeline@paperkite-animation.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.paperkite-animation.com/api/v1"
    env.HARNESS_PLATFORM_API_KEY = "sat.YaneW1siqFNik2yi9ffPlD.04c3a55c10f45553ee75ed87.ycUgHYZm92joXYfM4RKg"
