import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["NETLIFY_API_TOKEN"] = "eLCM8qoU-QkQHyl0d07o5Ptp-3Ga0PZCe_BXinrrLuk"
    session.run("pytest", "tests/integration", *session.posargs)
