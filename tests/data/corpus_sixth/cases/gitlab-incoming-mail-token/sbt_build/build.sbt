ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.3.2"
ThisBuild / version      := "3.16.12-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "billing-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.25",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "INCOMING_EMAIL_TOKEN" -> "glimt-Fe-BSn8_97fjDofS4X5ifz0Jm",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )