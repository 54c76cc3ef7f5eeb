# -*- coding: utf-8 -*-

name = "emberfall_review"

version = "2.9.3"

authors = ["pipeline@emberfall-games.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.emberfall-games.com/api/v1"
    env.API_KEY = "dor_v1_201fe29afde721333421a880bc58703969545ef839b9035ec809edefc7320408"
