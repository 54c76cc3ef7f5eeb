import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["JIRA_USER"] = "ci-bot@larkspur.dev"
    session.env["JIRA_API_KEY_TOKEN"] = "EYtAAti9RrlvEYOU871Xaehn"
    session.run("pytest", "tests/integration", *session.posargs)
