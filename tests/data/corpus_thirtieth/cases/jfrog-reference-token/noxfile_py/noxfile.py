import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["JFROG_ACCESS_TOKEN"] = "cmVmdGtuOjAxOjE4MDE5NzM2MzY6Q0EwQzYwWExQN0xEN0hmd3ZTdjRVZnI1VUFX"
    session.run("pytest", "tests/integration", *session.posargs)
