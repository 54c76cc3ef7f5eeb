ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.3.2"
ThisBuild / version      := "1.17.0-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "ingest-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.20",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "TWILIO_ACCOUNT_SID" -> "AC16d6b407da5829d8d6fdc9f3016df36c",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
