# -*- coding: utf-8 -*-

name = "paperkite_review"

version = "2.4.16"

authors = ["pipeline@paperkite-animation.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.paperkite-animation.com/api/v1"
    env.PLAID_ACCESS_TOKEN = "access-development-c1ce9c8b-ec6f-43cb-83cc-6b83571b93d4"
