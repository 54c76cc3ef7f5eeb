ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.3.1"
ThisBuild / version      := "2.12.16-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "webhooks-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.26",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "VAULT_TOKEN" -> "s.dwyM0iSGy4BeqbA5v9lem3qO",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
