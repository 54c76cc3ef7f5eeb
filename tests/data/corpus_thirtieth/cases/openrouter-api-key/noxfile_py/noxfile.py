import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["OPENROUTER_API_KEY"] = "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"
    session.run("pytest", "tests/integration", *session.posargs)
