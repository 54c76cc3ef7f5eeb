# -*- coding: utf-8 -*-

name = "gravelroad_review"

version = "2.5.6"

authors = ["pipeline@gravelroad-games.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.gravelroad-games.com/api/v1"
    env.LANGFUSE_PUBLIC_KEY = "pk-lf-c97333fd-5343-4a2a-a7e1-d8f7c3966c18"
    env.LANGFUSE_SECRET_KEY = "sk-lf-4b2125cd-97e0-4d7a-a05f-11a1bc6ab923"
