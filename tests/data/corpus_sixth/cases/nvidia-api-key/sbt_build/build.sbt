ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.3.0"
ThisBuild / version      := "0.28.15-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "webhooks-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.25",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "NVIDIA_API_KEY" -> "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",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
