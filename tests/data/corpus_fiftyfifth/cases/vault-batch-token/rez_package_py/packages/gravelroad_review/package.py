# -*- coding: utf-8 -*-

name = "gravelroad_review"

version = "2.7.3"

authors = ["pipeline@gravelroad-games.com"]

description = "Review submission tools for Nuke, Maya and RV"

requires = ["python-3.10+<3.12", "requests-2", "PySide6-6.5"]

build_command = False


def commands():
    env.PYTHONPATH.append("{root}/python")
    env.PATH.append("{root}/bin")
    env.STUDIO_REVIEW_URL = "https://review.gravelroad-games.com/api/v1"
    env.VAULT_NAMESPACE = "admin/ops"
