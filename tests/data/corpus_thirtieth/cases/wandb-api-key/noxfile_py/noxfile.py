import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["WANDB_API_KEY"] = "feaeafbf2a497961b4140ab5070a19fd14e1eed9"
    session.run("pytest", "tests/integration", *session.posargs)
